import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@store/apiError';
import { useAppDispatch } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import { ServerDetail } from '@common/ui/ServerDetail';
import type { PaymentAction } from '@contract/payments/lists';
import type { NextStep } from '@features/payments';
import {
  errorGuidance,
  depositLimitReached,
  supportRequested,
  formatMoney,
} from '@features/payments';
import { useNotificationShown } from '@features/paymentForm';
import { balanceSchema, depositLimitSchema } from '@contract/payments/player';
import { resetTimeParts, EXCEEDED_KEYS } from '@features/playerRules';
import { Isolate } from '@common/ui/Isolated';

const NEXT_STEP_LABELS = {
  retry: 'payments.errors.next.retry',
  chooseMethod: 'payments.errors.next.chooseMethod',
  checkFields: 'payments.errors.next.checkFields',
  completeProfile: 'payments.errors.next.completeProfile',
  contactSupport: 'payments.errors.next.contactSupport',
} as const satisfies Record<NextStep, string>;

const UNANSWERED_TITLES = {
  deposit: { failed: 'payments.form.depositFailed', unanswered: 'payments.form.depositUnanswered' },
  cashout: { failed: 'payments.form.cashoutFailed', unanswered: 'payments.form.cashoutUnanswered' },
} as const satisfies Record<PaymentAction, Record<'failed' | 'unanswered', string>>;

export interface SubmitErrorNoticeProps {
  action: PaymentAction;
  methodId: string;
  error: ApiError;
  /** Names of the fields on screen: the server's messages for others are shown here instead. */
  fieldNames: readonly string[];
  /** Carries out a next step inside the form; `contactSupport` asks the app for its support page. */
  onNextStep: (step: Exclude<NextStep, 'contactSupport'>) => void;
}

/** Why the payment failed, in the player's words, and the one thing to do next. */
export function SubmitErrorNotice({
  action,
  methodId,
  error,
  fieldNames,
  onNextStep,
}: SubmitErrorNoticeProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const guidance = errorGuidance(error);
  // A limit refusal that names its limit reads exactly like the amount check over that limit.
  const refusedLimit =
    error.status === 'DEPOSIT_LIMIT_EXCEEDED' ? depositLimitSchema.safeParse(error.limit) : null;
  // A balance refusal that says the balance reads like the amount check over it.
  const refusedBalance =
    error.status === 'INSUFFICIENT_WITHDRAWABLE_BALANCE'
      ? balanceSchema.safeParse(error.balance)
      : null;
  const { message } = guidance;
  const flagged = Object.entries(error.fields ?? {});
  // Messages for fields the form does not show (a saved card since deleted, the method itself).
  const offScreen = flagged.filter(([name]) => !fieldNames.includes(name)).map(([, text]) => text);
  // "Review the form" when every field the server named is off the form would mark nothing on
  // it: another method then.
  const next =
    guidance.next === 'checkFields' && offScreen.length > 0 && offScreen.length === flagged.length
      ? 'chooseMethod'
      : guidance.next;
  // The cashier's own message, in the player's language; the server's (free text in the
  // provider's language) only as a detail below it.
  const detail = refusedLimit?.success
    ? t(EXCEEDED_KEYS[refusedLimit.data.period], {
        amount: formatMoney(refusedLimit.data.remaining, refusedLimit.data.currency, i18n.language),
        ...resetTimeParts(refusedLimit.data.resetsAt, i18n.language),
      })
    : refusedBalance?.success
      ? t('payments.balance.exceeded', {
          amount: formatMoney(
            refusedBalance.data.withdrawable,
            refusedBalance.data.currency,
            i18n.language,
          ),
        })
      : t(message);
  const serverText =
    error.kind === 'http' && !refusedLimit?.success && !refusedBalance?.success
      ? error.message
      : undefined;
  const hit = refusedLimit?.success ? refusedLimit.data : undefined;
  const [hitPeriod, hitCurrency, hitRemaining] = [hit?.period, hit?.currency, hit?.remaining];
  useEffect(() => {
    if (hitPeriod === undefined || hitCurrency === undefined || hitRemaining === undefined) return;
    dispatch(
      depositLimitReached({
        period: hitPeriod,
        currency: hitCurrency,
        remaining: hitRemaining,
        source: 'server',
      }),
    );
  }, [dispatch, hitPeriod, hitCurrency, hitRemaining]);
  useNotificationShown({ severity: 'error', code: error.status ?? error.type, message: detail });
  // No answer at all (the network, a time-out) does not say the payment failed: it may have
  // reached the back end. The key is kept (usePaymentAttempt.ts), so sending it again is safe.
  const unanswered = error.kind === 'network';
  return (
    <Notice
      tone="error"
      title={t(UNANSWERED_TITLES[action][unanswered ? 'unanswered' : 'failed'])}
      action={{
        label: t(NEXT_STEP_LABELS[next]),
        onClick: () => {
          if (next === 'contactSupport')
            dispatch(supportRequested({ methodId, code: error.status ?? error.type }));
          else onNextStep(next);
        },
      }}
    >
      <p>{detail}</p>
      {unanswered && <p>{t('payments.form.unansweredRetry')}</p>}
      <ServerDetail label={t('payments.outcome.detail')} text={serverText} />
      {/* Server text for fields not on the form: each keeps its own direction. */}
      {offScreen.length > 0 && (
        <ul>
          {offScreen.map((text) => (
            <li key={text}>
              <Isolate>{text}</Isolate>
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
