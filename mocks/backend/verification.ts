/**
 * The identity check of the mock back end (docs/mock-backend.md "Identity verification"):
 * `POST /verification/documents` takes one of the asked-for documents (its `kind`), which turns
 * `pending`, and once the live settle time has passed decides it — `rejected` for a file whose name
 * contains "reject", else `accepted` — and pushes a `player.verification` live update each time. The
 * check stands where its documents do (model/verificationDocuments.ts): `pending` once every one is
 * sent, `verified` once every one is accepted. Until then, and while it is not verified, a
 * gated cash-out or deposit is refused with `403 verification_required`. `POST
 * /api/cashier/v1/mock/verification/reset` (mock only) forgets every upload: each player is back
 * to the catalog's state. Documents are checked, never stored or logged.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import { CASHIER_API_BASE } from '@contract/paths';
import { type SubmitRequest } from '@contract/payments/payment';
import {
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  type Verification,
  type VerificationDocument,
  verificationUploadRequestSchema,
} from '@contract/payments/player';
import { acceptsFile, attachmentFileName } from '@features/payments/model/attachment';
import { verificationRequiredFor } from '@features/payments/model/verification';
import {
  askedDocuments,
  awaitsUpload,
  statusOfDocuments,
} from '@features/payments/model/verificationDocuments';
import type { Catalog } from '../catalog/schema';
import type { LivePayments } from './live';
import { type PlayerVerifications, pickedName, verificationOf } from './player';
import { errorResponse, issueFields, paramsError, readJson } from './responses';

/** Mock only: forgets every upload (`POST`, 204). */
export const MOCK_VERIFICATION_RESET_PATH = `${CASHIER_API_BASE}/mock/verification/reset`;

/** A document whose file name contains this (any case) is rejected. */
export const REJECTED_FILE_MARK = 'reject';

/** The reason the mock gives a rejected document (server text). */
export const REJECTED_REASON =
  'The document was not readable. Please upload a clear photo of the whole document.';

/** The type and the size in bytes of a base64 `data:` URL, or null when it is not one. */
function documentFacts(dataUrl: string): { type: string; size: number } | null {
  const match = /^data:([^;,]*)[^,]*;base64,([A-Za-z0-9+/]*={0,2})$/u.exec(dataUrl);
  if (!match) return null;
  const [, type = '', data = ''] = match;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return { type, size: (data.length / 4) * 3 - padding };
}

export async function handleVerificationUpload(
  catalog: Pick<Catalog, 'players'>,
  verifications: PlayerVerifications,
  live: LivePayments,
  request: Request,
  player: string,
): Promise<HttpResponse<JsonBodyType>> {
  const parsed = verificationUploadRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return paramsError('The document is invalid.', issueFields(parsed.error));
  const { kind, document } = parsed.data;
  const facts = documentFacts(document);
  const name = attachmentFileName(document) ?? '';
  if (!facts || facts.size === 0) {
    return paramsError('The document is invalid.', { document: 'Not a base64 data: URL.' });
  }
  if (!acceptsFile(VERIFICATION_DOCUMENT_TYPES, { name, ...facts })) {
    return paramsError('The document is invalid.', { document: 'Upload a PDF, JPEG or PNG.' });
  }
  if (facts.size > VERIFICATION_DOCUMENT_MAX_BYTES) {
    return paramsError('The document is invalid.', { document: 'The file is too large.' });
  }
  const key = pickedName(catalog, player);
  const current = verificationOf(catalog, player, verifications) ?? { status: 'required' };
  const asked = askedDocuments(current);
  const target = asked.find((each) => each.kind === kind);
  if (!target) {
    return paramsError('The document is invalid.', { kind: 'This document is not asked for.' });
  }
  if (!awaitsUpload(target)) {
    return paramsError('The document is invalid.', { kind: 'This document was already received.' });
  }
  // The catalog's reason says why the check is asked; a rejection's reason is its document's.
  const askedWhy = verificationOf(catalog, player, new Map())?.reason;
  const withDocuments = (documents: VerificationDocument[]): Verification => {
    const status = statusOfDocuments(documents);
    const { gates } = current;
    return {
      status,
      ...(status === 'required' && askedWhy !== undefined ? { reason: askedWhy } : {}),
      documents,
      ...(gates ? { gates } : {}),
    };
  };
  const received: VerificationDocument = { kind, status: 'pending' };
  const next = withDocuments(asked.map((each) => (each === target ? received : each)));
  verifications.set(key, next);
  live.push({ type: 'player.verification', verification: next }, player);
  const rejected = name.toLowerCase().includes(REJECTED_FILE_MARK);
  live.later(() => {
    const documents = verifications.get(key)?.documents ?? [];
    // A reset (or another upload of this document) since: this decision is no longer waited for.
    if (!documents.includes(received)) return;
    const decision: VerificationDocument = rejected
      ? { kind, status: 'rejected', reason: REJECTED_REASON }
      : { kind, status: 'accepted' };
    const decided = withDocuments(documents.map((each) => (each === received ? decision : each)));
    verifications.set(key, decided);
    live.push({ type: 'player.verification', verification: decided }, player);
  });
  return HttpResponse.json({ verification: next });
}

/**
 * The refusal of a payment the player's identity check holds back (docs/http-api.md): every
 * cash-out when `gates.cashout`, a deposit above `gates.depositsAbove` in the player's currency.
 * Undefined when it may go ahead.
 */
export function verificationRefusal(
  catalog: Pick<Catalog, 'players' | 'defaultCurrency'>,
  verifications: PlayerVerifications,
  player: string,
  request: SubmitRequest,
): HttpResponse<JsonBodyType> | undefined {
  const verification = verificationOf(catalog, player, verifications);
  const { action, currency, amount } = request;
  if (!verificationRequiredFor(verification, action, currency, catalog.defaultCurrency, amount)) {
    return undefined;
  }
  return errorResponse(403, {
    type: 'verification_required',
    message:
      action === 'cashout'
        ? 'Cash-outs need a verified identity.'
        : `Deposits above ${verification?.gates?.depositsAbove ?? ''} ${currency} need a verified identity.`,
  });
}
