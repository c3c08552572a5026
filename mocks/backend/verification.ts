/**
 * The identity check of the mock back end (docs/mock-backend.md):
 * `POST /verification/documents` takes one of the asked-for documents (its `kind`), which turns
 * `pending`, and once the live settle time has passed decides it — `rejected` for a file whose name
 * contains "reject", else `accepted` — and pushes a `player.verification` live update each time. The
 * check stands where its documents do (rules/verification.ts): `pending` once every one is
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
import type { Catalog } from '../catalog/schema';
import type { LivePayments } from './live';
import { type PlayerVerifications, pickedName, verificationOf } from './player';
import { errorResponse, issueFields, paramsError, readJson } from './responses';
import {
  askedDocuments,
  checkStatusOf,
  takesUpload,
  verificationHolds,
} from './rules/verification';

/** Mock only: forgets every upload (`POST`, 204). */
export const MOCK_VERIFICATION_RESET_PATH = `${CASHIER_API_BASE}/mock/verification/reset`;

/** A document whose file name contains this (any case) is rejected. */
export const REJECTED_FILE_MARK = 'reject';

/** The reason the mock gives a rejected document (server text). */
export const REJECTED_REASON =
  'The document was not readable. Please upload a clear photo of the whole document.';

/**
 * The type, the size in bytes and the file name (its `name=` parameter, or empty) of a base64
 * `data:` URL, or null when it is not one.
 */
function documentFacts(dataUrl: string): { type: string; size: number; name: string } | null {
  const match = /^data:([^;,]*)([^,]*);base64,([A-Za-z0-9+/]*={0,2})$/u.exec(dataUrl);
  if (!match) return null;
  const [, type = '', parameters = '', data = ''] = match;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const encoded = /;name=([^;]*)/u.exec(parameters)?.[1] ?? '';
  let name = encoded;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    // A name that is not URI-encoded counts as written.
  }
  return { type: type.toLowerCase(), size: (data.length / 4) * 3 - padding, name };
}

const DOCUMENT_TYPES: readonly string[] = VERIFICATION_DOCUMENT_TYPES;

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
  if (!facts || facts.size === 0) {
    return paramsError('The document is invalid.', { document: 'Not a base64 data: URL.' });
  }
  const { name } = facts;
  if (!DOCUMENT_TYPES.includes(facts.type)) {
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
  if (!takesUpload(target)) {
    return paramsError('The document is invalid.', { kind: 'This document was already received.' });
  }
  // The catalog's reason says why the check is asked; a rejection's reason is its document's.
  const askedWhy = verificationOf(catalog, player, new Map())?.reason;
  const withDocuments = (documents: VerificationDocument[]): Verification => {
    const status = checkStatusOf(documents);
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
  if (!verificationHolds(verification, request, catalog.defaultCurrency)) return undefined;
  return errorResponse(403, {
    type: 'verification_required',
    message:
      request.action === 'cashout'
        ? 'Cash-outs need a verified identity.'
        : `Deposits above ${verification?.gates?.depositsAbove ?? ''} ${request.currency} need a verified identity.`,
  });
}
