import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@/ui/FieldShell';
import { formatMoney } from '../../model/money';
import { usePaymentFormMeta } from '../formContext';
import { useTextControl } from '../useTextControl';
import { checkAmount } from '../validation';
import styles from './AmountField.module.css';
import type { FieldProps } from './TextField';

/** The amount, with the method's currency, limits and preset amounts. */
export function AmountField({ field, inputId }: FieldProps) {
  const { t, i18n } = useTranslation();
  const { method } = usePaymentFormMeta();
  const { currency, limits } = method;
  const min = formatMoney(limits.min, currency, i18n.language);
  const max = formatMoney(limits.max, currency, i18n.language);
  const { ref, name, text, setText, onBlur, error, invalid } = useTextControl(
    field,
    (value) => checkAmount(value, limits, currency),
    { min, max, currency },
  );
  // The limits always show; the server's own hint, when it sends one, comes below them.
  const hint = [t('payments.amount.hint', { min, max }), ...(field.hint ? [field.hint] : [])];

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
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onBlur={onBlur}
          aria-invalid={invalid}
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
              aria-pressed={text === preset}
              onClick={() => {
                setText(preset);
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
