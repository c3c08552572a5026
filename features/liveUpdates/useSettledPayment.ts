import { useTranslation } from 'react-i18next';
import { formatMoney } from '@common/lib/money';
import { useFirstDefined } from '@common/lib/useFirstDefined';
import type { SubmitResponse } from '@contract/payments/payment';
import type { PaymentAction } from '@contract/payments/lists';
import type { LivePaymentStatus } from '@contract/live';
import { openPaymentId } from '@features/payments';
import type { ExpectedPayment } from './liveMatch';
import { useLivePaymentOf } from './useLivePayment';

type SettledStatus = Exclude<LivePaymentStatus, 'pending'>;

/** Final live status → how the submit result shows it, per action. */
const SETTLED_OUTCOMES = {
  deposit: {
    success: {
      tone: 'success',
      title: 'payments.live.depositSuccessTitle',
      body: 'payments.live.depositSuccessBody',
    },
    failed: {
      tone: 'error',
      title: 'payments.live.depositFailedTitle',
      body: 'payments.live.depositFailedBody',
    },
    cancelled: {
      tone: 'warning',
      title: 'payments.live.depositCancelledTitle',
      body: 'payments.live.depositCancelledBody',
    },
  },
  cashout: {
    success: {
      tone: 'success',
      title: 'payments.live.cashoutSuccessTitle',
      body: 'payments.live.cashoutSuccessBody',
    },
    failed: {
      tone: 'error',
      title: 'payments.live.cashoutFailedTitle',
      body: 'payments.live.cashoutFailedBody',
    },
    cancelled: {
      tone: 'warning',
      title: 'payments.live.cashoutCancelledTitle',
      body: 'payments.live.cashoutCancelledBody',
    },
  },
} as const satisfies Record<
  PaymentAction,
  Record<SettledStatus, { tone: 'success' | 'error' | 'warning'; title: string; body: string }>
>;

export interface SettledPayment {
  paymentId: string;
  status: SettledStatus;
  tone: 'success' | 'error' | 'warning';
  /** Translated title and body, ready to show. */
  title: string;
  body: string;
}

/**
 * The final outcome of a submitted payment that was still open (a `notify` or `unknown` answer with
 * a payment id) once the live-updates socket reports it, in agreement with `expected` (what was
 * submitted: useLivePayment.ts); `null` while there is none.
 */
export function useSettledPayment(
  result: SubmitResponse,
  expected: ExpectedPayment | null,
): SettledPayment | null {
  return useSettledPaymentOf(openPaymentId(result), expected);
}

/**
 * The final outcome of payment `paymentId` once the live-updates socket reports it, in agreement
 * with `expected` (its action, amount and currency: useLivePayment.ts), else `null`.
 */
export function useSettledPaymentOf(
  paymentId: string | undefined,
  expected: ExpectedPayment | null,
): SettledPayment | null {
  const { t, i18n } = useTranslation();
  const reported = useLivePaymentOf(paymentId, expected);
  // The first final status reported is the one shown: a later message saying otherwise changes
  // nothing.
  const live = useFirstDefined(
    reported === undefined || reported.status === 'pending' ? undefined : reported,
  );
  if (paymentId === undefined || live === undefined || live.status === 'pending') return null;
  const outcome = SETTLED_OUTCOMES[live.action][live.status];
  const amount = formatMoney(live.amount, live.currency, i18n.language);
  return {
    paymentId,
    status: live.status,
    tone: outcome.tone,
    title: t(outcome.title),
    body: t(outcome.body, { amount }),
  };
}
