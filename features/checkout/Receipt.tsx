import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import type { Commission, ProcessingTime } from '@contract/payments/methods';
import { useCommissionText, useProcessingTimeText } from '@features/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { paymentHistoryRequested } from '@features/payments';
import type { PaymentAmounts } from '@features/payments';
import { AmountBreakdown } from '@features/paymentForm';
import styles from './Receipt.module.css';
import { Code, Isolate } from '@common/ui/Isolated';
import { dateTimeFormat } from '@common/lib/intl';

/** One payment as its receipt tells it. */
export interface ReceiptPayment {
  paymentId: string;
  action: PaymentAction;
  methodName: string;
  amounts: PaymentAmounts;
  /** The method's commission, said when the fee is not known in advance; none: left out. */
  commission?: Commission | undefined;
  /** How long the method takes (said as the methods list says it); none: left out. */
  processingTime?: ProcessingTime | undefined;
  /** When it was made or last changed (ms since the epoch, or ISO 8601). */
  at: number | string;
}

/** A medium date and short time in the player's language ("Nov 26, 2026, 11:05 PM"). */
function formatTime(at: number | string, locale: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function UnknownFeeAware({
  payment,
  notCharged,
}: {
  payment: ReceiptPayment & { commission: Commission };
  notCharged: boolean;
}) {
  const text = useCommissionText(payment.commission, payment.amounts.currency);
  return (
    <AmountBreakdown
      action={payment.action}
      amounts={payment.amounts}
      unknownFeeText={text}
      variant="result"
      notCharged={notCharged}
    />
  );
}

/**
 * The receipt a player can keep under every final result: the amount, fee and total as the form
 * formatted them ("Total paid"), the payment's reference, method and time, and a way to its row in
 * the transaction history.
 */
export function Receipt({
  payment,
  notCharged = false,
}: {
  payment: ReceiptPayment;
  /** The payment failed: its total reads as not charged. */
  notCharged?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const time = formatTime(payment.at, i18n.language);
  const { commission } = payment;
  // The methods list's own formatter, so the two never disagree ("Within 1–3 days" in both); an
  // instant method's receipt says nothing more about time than when it was paid.
  const processing = useProcessingTimeText(payment.processingTime ?? { type: 'none' });
  return (
    <section className={styles.receipt} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {t('payments.receipt.title')}
      </p>
      {commission === undefined ? (
        <AmountBreakdown
          action={payment.action}
          amounts={payment.amounts}
          variant="result"
          notCharged={notCharged}
        />
      ) : (
        <UnknownFeeAware payment={{ ...payment, commission }} notCharged={notCharged} />
      )}
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>{t('payments.receipt.method')}</dt>
          <dd>
            <Isolate>{payment.methodName}</Isolate>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('payments.receipt.reference')}</dt>
          <dd className={styles.reference}>
            <Code>{payment.paymentId}</Code>
          </dd>
        </div>
        {time !== '' && (
          <div className={styles.row}>
            <dt>{t('payments.receipt.time')}</dt>
            <dd>
              <time dateTime={new Date(payment.at).toISOString()}>{time}</time>
            </dd>
          </div>
        )}
        {processing !== null && payment.processingTime?.type !== 'instant' && !notCharged && (
          <div className={styles.row}>
            <dt>{t('payments.receipt.processingTime')}</dt>
            <dd>{processing}</dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className={`button button-secondary ${styles.history}`}
        onClick={() => dispatch(paymentHistoryRequested({ paymentId: payment.paymentId }))}
      >
        {t('payments.receipt.historyLink')}
      </button>
    </section>
  );
}

/** The payment a submit result is about, for the receipts shown inside it (a closed provider dialog). */
const ResultPaymentContext = createContext<ReceiptPayment | null>(null);

export function ResultPaymentProvider({
  payment,
  children,
}: {
  payment: ReceiptPayment | null;
  children: ReactNode;
}) {
  return <ResultPaymentContext value={payment}>{children}</ResultPaymentContext>;
}

/** The receipt of the submit result around it; nothing when the result took no payment. */
export function ResultReceipt({ notCharged = false }: { notCharged?: boolean }) {
  const payment = useContext(ResultPaymentContext);
  return payment === null ? null : <Receipt payment={payment} notCharged={notCharged} />;
}
