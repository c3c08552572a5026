import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@/ui/FieldShell';
import { formatMoney } from '../../model/money';
import type { PaymentFormValues } from '../formContext';
import { useErrorText, usePaymentFormMeta } from '../formContext';
import { checkAmount } from '../validation';
import styles from './AmountField.module.css';
import type { FieldProps } from './TextField';

/** The amount, with the method's currency, limits and preset amounts. */
export function AmountField({ field, inputId }: FieldProps) {
  const { t, i18n } = useTranslation();
  const { method } = usePaymentFormMeta();
  const { currency, limits } = method;
  const {
    field: { ref, name, value: rawValue, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: {
      validate: (value) => checkAmount(typeof value === 'string' ? value : '', limits, currency),
    },
  });
  const min = formatMoney(limits.min, currency, i18n.language);
  const max = formatMoney(limits.max, currency, i18n.language);
  const error = useErrorText(fieldState.error, { min, max, currency });
  const hint = field.hint ?? t('payments.amount.hint', { min, max });
  const value = typeof rawValue === 'string' ? rawValue : '';

  return (
    <FieldShell inputId={inputId} label={field.label} hint={hint} error={error}>
      <div className={styles.inputRow}>
        <input
          id={inputId}
          name={name}
          ref={ref}
          className={`input ${styles.input}`}
          type="text"
          inputMode="decimal"
          autoComplete="transaction-amount"
          placeholder={field.placeholder}
          required
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${describedBy(inputId, hint)} ${inputId}-currency`}
        />
        <span id={`${inputId}-currency`} className={styles.currency}>
          {currency}
        </span>
      </div>
      {method.presets && method.presets.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('payments.amount.presets')}>
          {method.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={value === preset}
              onClick={() => {
                onChange(preset);
                onBlur();
              }}
            >
              {formatMoney(preset, currency, i18n.language)}
            </button>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
