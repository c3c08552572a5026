import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { useGetPaymentByKeyQuery } from '../api';
import { useNotificationShown } from '../state';
import { formatMoney } from '../model';
import type { InFlightPayment, PendingRedirect } from './pendingRedirect';
import styles from '../Cashier.module.css';

/**
 * A payment the page left while it was sending (docs/http-api.md): the cashier kept the submit's
 * idempotency key, not the payment id that was in the
 * answer it never read. Asks the back end for the payment that key made; once found, it is shown
 * like a payment come back to from a redirect (`children`: `PaymentReturn`, live updates and all),
 * so the screen and the history tell the same story. None found: nothing was charged.
 */
export function InFlightReturn({
  payment,
  onDone,
  children,
}: {
  payment: InFlightPayment;
  /** The player goes on to the cashier (the kept payment is then forgotten). */
  onDone: () => void;
  /** The found payment, shown as a payment come back to. */
  children: (found: PendingRedirect) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { data, error, isFetching, refetch } = useGetPaymentByKeyQuery(payment.idempotencyKey);
  const notMade = data === undefined && isApiError(error) && error.httpStatus === 404;
  const lost = data === undefined && error !== undefined && !notMade;
  const values = {
    method: payment.methodName,
    amount: formatMoney(payment.amount, payment.currency, i18n.language),
  };
  useNotificationShown(
    notMade || lost
      ? {
          severity: notMade ? 'info' : 'warning',
          code: notMade ? 'payment_not_made' : 'payment_return_unknown',
          message: notMade
            ? t('payments.inFlight.notMadeBody', values)
            : t('payments.return.lostBody'),
        }
      : null,
  );
  if (data !== undefined) {
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
    : lost
      ? {
          tone: 'warning',
          title: t('payments.return.lostTitle'),
          body: t('payments.return.lostBody'),
        }
      : {
          tone: 'info',
          title: t('payments.inFlight.checkingTitle'),
          body: t('payments.inFlight.checkingBody', values),
        };
  return (
    <section className={styles.returned} aria-label={shown.title}>
      <Notice
        tone={shown.tone}
        title={shown.title}
        action={{ label: t('payments.result.again'), onClick: onDone }}
      >
        <p>
          {!notMade && !lost && <Spinner />} {shown.body}
        </p>
        {(notMade || lost) && checkAgain}
      </Notice>
    </section>
  );
}
