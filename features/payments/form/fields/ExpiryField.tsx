import { useController } from 'react-hook-form';
import { FieldShell, describedBy } from '@/ui/FieldShell';
import { reformatExpiryInput, validateExpiry } from '../../card';
import type { PaymentFormValues } from '../formContext';
import { useErrorText } from '../formContext';
import type { Check } from '../validation';
import styles from './CardFields.module.css';
import type { FieldProps } from './TextField';

export function checkExpiry(value: string, required: boolean): Check {
  if (value.trim() === '') return required ? 'payments.validation.required' : true;
  const result = validateExpiry(value);
  if (result.isValid) return true;
  return result.reason === 'past'
    ? 'payments.validation.expiryPast'
    : 'payments.validation.expiryFormat';
}

/** The card's expiry date as `MM/YY`, formatted as typed, never in the past. */
export function ExpiryField({ field, inputId }: FieldProps) {
  const {
    field: { ref, name, value: rawValue, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: {
      validate: (value) =>
        checkExpiry(typeof value === 'string' ? value : '', field.required ?? true),
    },
  });
  const error = useErrorText(fieldState.error);
  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      <input
        id={inputId}
        name={name}
        ref={ref}
        className={`input ${styles.short}`}
        type="text"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={field.placeholder ?? 'MM/YY'}
        maxLength={5}
        required
        value={typeof rawValue === 'string' ? rawValue : ''}
        onChange={(event) => {
          onChange(reformatExpiryInput(event.target.value));
        }}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, field.hint)}
      />
    </FieldShell>
  );
}
