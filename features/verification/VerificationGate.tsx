import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { toServerUrl, urlPolicyFor } from '@common/lib/urlPolicy';
import type { Verification } from '@contract/payments/player';
import type { VerificationStatus } from '@contract/payments/lists';
import { verificationPromptShown, formatMoney } from '@features/payments';
import type { DepositThreshold, VerificationGate as Gate } from '@features/playerRules';
import { askedDocuments } from '@features/playerRules';
import { DocumentUpload } from './DocumentUpload';
import styles from './Verification.module.css';
import { Isolate } from '@common/ui/Isolated';

export interface VerificationGateProps {
  verification: Verification;
  /** What waits: every cash-out (no form), or deposits above `threshold` (the form stays below). */
  gate: Gate;
  threshold?: DepositThreshold | undefined;
  /** The operator's verification page; linked only when the URL policy accepts it (http(s)). */
  verificationUrl?: string | undefined;
}

const TITLE_KEYS = {
  required: 'payments.verification.title.required',
  rejected: 'payments.verification.title.rejected',
  pending: 'payments.verification.title.pending',
  verified: 'payments.verification.title.pending',
} as const satisfies Record<VerificationStatus, string>;

/**
 * The identity check, before the form: why it is needed (the server's reason, as text) and the
 * ways forward — one slot per asked-for document (rules/verificationDocuments.ts), each with its
 * own state and upload, or the operator's verification page. Pending: a calm "we're checking" with
 * nothing to do; a document not accepted: its reason and its upload again. The state arrives by
 * live updates (live/cashierLiveUpdates.ts), so a verified player goes on without a reload.
 */
export function VerificationGate({
  verification,
  gate,
  threshold,
  verificationUrl,
}: VerificationGateProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, reason } = verification;
  useEffect(() => {
    dispatch(verificationPromptShown({ gate, status }));
  }, [dispatch, gate, status]);
  const amount = threshold ? formatMoney(threshold.amount, threshold.currency, i18n.language) : '';
  const pending = status === 'pending';
  // The operator's own page, not a provider's: the page's protocol rules (https on an https page).
  const page = toServerUrl(verificationUrl, urlPolicyFor(window.location.protocol));
  const body = pending
    ? t(
        gate === 'cashout'
          ? 'payments.verification.pending.cashout'
          : 'payments.verification.pending.deposit',
        { amount },
      )
    : t(
        gate === 'cashout'
          ? 'payments.verification.gate.cashout'
          : 'payments.verification.gate.deposit',
        { amount },
      );
  return (
    <section className={styles.gate} aria-labelledby="verification-title" data-status={status}>
      <h2 id="verification-title" className={styles.title}>
        {t(TITLE_KEYS[status])}
      </h2>
      <p role="status">{body}</p>
      {!pending && reason !== undefined && reason !== '' && (
        <p className={styles.reason}>
          <span className={styles.reasonLabel}>
            {t(
              status === 'rejected'
                ? 'payments.verification.reasonRejected'
                : 'payments.verification.reasonRequired',
            )}
          </span>{' '}
          <Isolate>{reason}</Isolate>
        </p>
      )}
      <ul className={styles.documents} aria-label={t('payments.verification.documents')}>
        {askedDocuments(verification).map((document) => (
          <li key={document.kind}>
            <DocumentUpload document={document} />
          </li>
        ))}
      </ul>
      {!pending && page && (
        <p className={styles.link}>
          <a href={page.href} target="_blank" rel="noopener noreferrer">
            {t('payments.verification.link')}
          </a>
        </p>
      )}
    </section>
  );
}
