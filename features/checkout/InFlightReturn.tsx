import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@common/ui/Notice';
import { Spinner } from '@common/ui/Spinner';
import { useGetPaymentByKeyQuery, formatMoney, readPaymentCheck } from '@features/payments';
import { useNotificationShown } from '@features/paymentForm';
import { useFirstDefined } from '@common/lib/useFirstDefined';
import { useAskAgain } from './useAskAgain';
import { useDropUnconfirmed } from './confirmedPayment';
import type { InFlightPayment, PendingRedirect } from './pendingRedirect';
import { Sentence } from '@common/ui/Isolated';
import styles from './PaymentReturn.module.css';

/**
 * A payment the page left while it was sending (docs/http-api.md): the cashier kept the submit's
 * idempotency key, not the payment id that was in the
 * answer it never read. Asks the back end for the payment that key made; once found, it is shown
 * like a payment come back to from a redirect (`children`: `PaymentReturn`, live updates and all),
 * so the screen and the history tell the same story. None found (the contract's own `404`, never a
 * proxy's page): nothing was charged, and that stays. Any other answer is "not confirmed yet",
 * asked again with backoff (`useAskAgain`) until the back end answers.
 */
export function InFlightReturn({
  payment,
  onDone,
  children,
  returning = true,
}: {
  payment: InFlightPayment;
  /** The player comes back to it; false: the form they are on sent it and could not read the answer. */
  returning?: boolean;
  /** The player goes on to the cashier (the kept payment is then forgotten). */
  onDone: () => void;
  /** The found payment, shown as a payment come back to. */
  children: (found: PendingRedirect) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const query = useGetPaymentByKeyQuery(payment.idempotencyKey);
  const { data, isFetching, refetch } = query;
  const check = readPaymentCheck(query);
  // "Not made" is final: shown once, it stays (a later answer does not turn it into another story).
  const notMade =
    useFirstDefined(data === undefined && check.reading === 'notFound' ? true : undefined) === true;
  const unconfirmed = !notMade && data === undefined && check.reading === 'unconfirmed';
  // No payment of this player's was made with the key: the kept record goes (confirmedPayment.ts).
  useDropUnconfirmed(notMade, payment.idempotencyKey);
  useAskAgain(check, query, notMade);
  const values = {
    method: payment.methodName,
    amount: formatMoney(payment.amount, payment.currency, i18n.language),
  };
  useNotificationShown(
    notMade || unconfirmed
      ? {
          severity: notMade ? 'info' : 'warning',
          code: notMade ? 'payment_not_made' : 'payment_unconfirmed',
          message: notMade
            ? t('payments.inFlight.notMadeBody', values)
            : t('payments.return.unconfirmedBody', values),
        }
      : null,
  );
  if (data !== undefined && !notMade) {
    const { action, methodId, methodName, amount, currency, leftAt } = payment;
    return children({
      paymentId: data.paymentId,
      action,
      methodId,
      methodName,
      amount,
      currency,
      leftAt,
    });
  }
  const checkAgain = (
    <button
      type="button"
      className="button button-secondary"
      disabled={isFetching}
      onClick={() => void refetch()}
    >
      {t('payments.return.checkAgain')}
    </button>
  );
  const shown: { tone: 'info' | 'warning'; title: string; body: string } = notMade
    ? {
        tone: 'info',
        title: t('payments.inFlight.notMadeTitle'),
        body: t('payments.inFlight.notMadeBody', values),
      }
    : unconfirmed
      ? {
          tone: 'warning',
          title: t('payments.return.unconfirmedTitle'),
          body: t('payments.return.unconfirmedBody', values),
        }
      : returning
        ? {
            tone: 'info',
            title: t('payments.inFlight.checkingTitle'),
            body: t('payments.inFlight.checkingBody', values),
          }
        : {
            tone: 'info',
            title: t('payments.return.unconfirmedTitle'),
            body: t('payments.return.unconfirmedBody', values),
          };
  return (
    <section className={styles.returned} aria-label={shown.title}>
      <Notice
        tone={shown.tone}
        title={shown.title}
        action={{ label: t('payments.result.again'), onClick: onDone }}
      >
        <p>
          {!notMade && !unconfirmed && <Spinner />} <Sentence>{shown.body}</Sentence>
        </p>
        {unconfirmed && checkAgain}
      </Notice>
    </section>
  );
}
