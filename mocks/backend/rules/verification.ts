/**
 * The mock back end's identity-check rules, its own (not the client's, mocks/README.md): which
 * payments a check holds back, which documents it asks for, and where it stands from them.
 */
import type { SubmitRequest } from '@contract/payments/payment';
import type { Verification, VerificationDocument } from '@contract/payments/player';
import { compareDecimals } from './decimal';

/**
 * True when the player's check holds the payment back (docs/http-api.md): every cash-out when
 * `gates.cashout`; a deposit above `gates.depositsAbove`, an amount in the player's currency (the
 * config's `defaultCurrency`: a deposit in another currency is not held). A verified player, or
 * one without a check, passes.
 */
export function verificationHolds(
  verification: Verification | undefined,
  { action, currency, amount }: Pick<SubmitRequest, 'action' | 'currency' | 'amount'>,
  playerCurrency: string,
): boolean {
  if (verification === undefined || verification.status === 'verified') return false;
  const { gates } = verification;
  if (action === 'cashout') return gates?.cashout === true;
  const above = gates?.depositsAbove;
  return above !== undefined && currency === playerCurrency && compareDecimals(amount, above) > 0;
}

/** The one identity document a check that names none asks for, standing where the check does. */
function theOneDocument(verification: Verification): VerificationDocument {
  const status = verification.status === 'verified' ? 'accepted' : verification.status;
  return { kind: 'identity', status };
}

/** The documents the check asks for, in its order, a kind named twice counting once (the first). */
export function askedDocuments(verification: Verification): VerificationDocument[] {
  const documents = verification.documents ?? [];
  if (documents.length === 0) return [theOneDocument(verification)];
  const kinds = new Set<string>();
  const asked: VerificationDocument[] = [];
  for (const document of documents) {
    if (kinds.has(document.kind)) continue;
    kinds.add(document.kind);
    asked.push(document);
  }
  return asked;
}

/** True when the mock takes an upload of this document: still to send, or sent and rejected. */
export function takesUpload({ status }: Pick<VerificationDocument, 'status'>): boolean {
  return status === 'required' || status === 'rejected';
}

/**
 * The check's status from its documents, the first that holds: `rejected` when one was, `required`
 * when one is still to send, `pending` when one is being checked, else `verified`.
 */
export function checkStatusOf(
  documents: readonly Pick<VerificationDocument, 'status'>[],
): Verification['status'] {
  const statuses = new Set(documents.map((document) => document.status));
  for (const status of ['rejected', 'required', 'pending'] as const) {
    if (statuses.has(status)) return status;
  }
  return 'verified';
}
