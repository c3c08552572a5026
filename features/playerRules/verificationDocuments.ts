/**
 * The documents of the identity check, pure (docs/http-api.md): which
 * ones are asked for, and where the whole check stands once each stands where it does. The gate
 * (../verification/) offers one upload per document; the mock back end decides them one by one.
 */
import type { Verification, VerificationDocument } from '@contract/payments/player';
import type { VerificationDocumentStatus, VerificationStatus } from '@contract/payments/lists';

/** A check that names no documents asks for one identity document standing where it does. */
const STATUS_OF_THE_ONE_DOCUMENT = {
  required: 'required',
  pending: 'pending',
  rejected: 'rejected',
  verified: 'accepted',
} as const satisfies Record<VerificationStatus, VerificationDocumentStatus>;

/** The documents the check asks for, each kind once (the first wins), in the back end's order. */
export function askedDocuments(verification: Verification): VerificationDocument[] {
  const { documents } = verification;
  if (documents === undefined || documents.length === 0) {
    // The check's own reason is said once, above: the one document does not repeat it.
    return [{ kind: 'identity', status: STATUS_OF_THE_ONE_DOCUMENT[verification.status] }];
  }
  const seen = new Set<string>();
  return documents.filter((document) => !seen.has(document.kind) && seen.add(document.kind));
}

/** True when the player can upload this document (asked for, or not accepted). */
export function awaitsUpload(document: Pick<VerificationDocument, 'status'>): boolean {
  return document.status === 'required' || document.status === 'rejected';
}

/**
 * Where the check stands from its documents: rejected while one was not accepted (and not sent
 * again), required while one is still to send, pending while one is being checked, else verified.
 */
export function statusOfDocuments(
  documents: readonly Pick<VerificationDocument, 'status'>[],
): VerificationStatus {
  const has = (status: VerificationDocumentStatus) =>
    documents.some((document) => document.status === status);
  if (has('rejected')) return 'rejected';
  if (has('required')) return 'required';
  if (has('pending')) return 'pending';
  return 'verified';
}
