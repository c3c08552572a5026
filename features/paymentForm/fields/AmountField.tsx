import { useEffect } from 'react';
import { serverText } from '@common/i18n/serverText';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import {
  exceedsWithdrawable,
  exceedsLimit,
  isReached,
  resetTimeParts,
  EXCEEDED_KEYS,
  PRESET_OVER_LIMIT_KEYS,
  REACHED_KEYS,
  useAmountBounds,
} from '@features/playerRules';
import {
  depositLimitReached,
  amountExample,
  currencyDecimals,
  formatMoney,
  toMinorUnits,
} from '@features/payments';
import { usePaymentFormMeta } from '../formContext';
import { FormattedInput, asTyped } from '../FormattedInput';
import { useAmountControl } from '../useAmountControl';
import { checkDepositAmount } from '../validation';
import styles from './AmountField.module.css';
import type { FieldProps } from './TextField';
import { Amount, Code } from '@common/ui/Isolated';

/** Whether two decimals are the same amount of `currency` ("50" and "50.00" are). */
function sameAmount(a: string, b: string, currency: string): boolean {
  const decimals = Math.max(currencyDecimals(currency), ...[a, b].map(fractionDigits));
  const minor = toMinorUnits(a, decimals);
  return minor !== null && minor === toMinorUnits(b, decimals);
}

function fractionDigits(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/**
 * The amount, with the method's currency, limits and preset amounts. A deposit also keeps within
 * the player's deposit limits: the lower of the method's maximum and what remains of the binding
 * limit, and presets above that are disabled with the reason; above a verification threshold, the
 * check points at the identity check (shown above the form). A cash-out keeps within what the
 * player may cash out in the same way.
 */
export function AmountField({ field, inputId }: FieldProps) {
  const { t, i18n } = useTranslation();
  const { action, method } = usePaymentFormMeta();
  const { currency } = method;
  const {
    limits,
    limit: depositLimit,
    verifyAbove,
    balance,
  } = useAmountBounds(method.limits, currency, action);

  const locale = i18n.language;
  const min = formatMoney(limits.min, currency, locale);
  const max = formatMoney(limits.max, currency, locale);
  const reset = depositLimit ? resetTimeParts(depositLimit.resetsAt, locale) : undefined;
  // An amount written the player's way, for the message on an ambiguous one ("12,345.50").
  const example = amountExample(locale, Math.min(currencyDecimals(currency), 8));
  const { error, decimal, setAmount, ...control } = useAmountControl(
    field,
    (value) => checkDepositAmount(value, limits, currency, depositLimit, !!verifyAbove, !!balance),
    { min, max, currency, amount: max, example, ...reset },
  );
  const { onBlur } = control;
  // The amount check refused the amount for the limit: the host and the tracker hear of it once.
  const dispatch = useAppDispatch();
  const limitHit =
    depositLimit !== undefined && error !== undefined && decimal !== null
      ? exceedsLimit(decimal, depositLimit)
      : false;
  const hitPeriod = limitHit ? depositLimit?.period : undefined;
  const hitRemaining = limitHit ? depositLimit?.remaining : undefined;
  useEffect(() => {
    if (hitPeriod === undefined || hitRemaining === undefined) return;
    dispatch(
      depositLimitReached({
        period: hitPeriod,
        currency,
        remaining: hitRemaining,
        source: 'amount_check',
      }),
    );
  }, [dispatch, hitPeriod, hitRemaining, currency]);
  const overLimit = (preset: string) =>
    (depositLimit !== undefined && exceedsLimit(preset, depositLimit)) ||
    (balance !== undefined && exceedsWithdrawable(preset, balance));
  const presetReasonId = `${inputId}-preset-reason`;
  const anyOverLimit = (method.presets ?? []).some(overLimit);
  const presetReason = depositLimit
    ? t(PRESET_OVER_LIMIT_KEYS[depositLimit.period])
    : t('payments.balance.presetOver');
  // The limits always show; the server's own hint, when it sends one, comes below them. When what
  // remains of a deposit limit is below the method's minimum there is no range to show: the limit
  // is named instead ("You've reached your daily deposit limit; it resets at …").
  const range =
    depositLimit && exceedsLimit(limits.min, depositLimit)
      ? isReached(depositLimit)
        ? t(REACHED_KEYS[depositLimit.period], reset)
        : t(EXCEEDED_KEYS[depositLimit.period], { ...reset, amount: max })
      : balance && exceedsWithdrawable(limits.min, balance)
        ? t('payments.balance.belowMin', { min, amount: max })
        : t('payments.amount.hint', { min, max });
  const hint = [range, ...(field.hint ? [field.hint] : [])];

  return (
    <FieldShell inputId={inputId} label={field.label} hint={hint} error={error}>
      <div className={styles.inputRow}>
        <FormattedInput
          control={control}
          format={asTyped}
          id={inputId}
          className={`input ${styles.input}`}
          type="text"
          inputMode="decimal"
          autoComplete="transaction-amount"
          placeholder={field.placeholder && serverText(field.placeholder)}
          required
          aria-describedby={`${describedBy(inputId, hint)} ${inputId}-currency`}
        />
        <span id={`${inputId}-currency`} className={styles.currency}>
          <Code>{currency}</Code>
        </span>
      </div>
      {method.presets && method.presets.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('payments.amount.presets')}>
          {method.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={decimal !== null && sameAmount(decimal, preset, currency)}
              disabled={overLimit(preset)}
              aria-describedby={overLimit(preset) ? presetReasonId : undefined}
              onClick={() => {
                // The preset's decimal itself: the input writes it the player's way in every
                // language ("50.00" in English, "50,00" in German), and the check reads no text.
                setAmount(preset);
                onBlur();
              }}
            >
              <Amount>{formatMoney(preset, currency, locale)}</Amount>
            </button>
          ))}
        </div>
      )}
      {anyOverLimit && (
        <p id={presetReasonId} className={styles.presetReason}>
          {presetReason}
        </p>
      )}
    </FieldShell>
  );
}
