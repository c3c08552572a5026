import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { serverText } from '@common/i18n/serverText';
import { reformatExpiryInput, validateExpiry } from '@features/card';
import { FormattedInput, textOnly } from '../FormattedInput';
import { useTextControl } from '../useTextControl';
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

const formatExpiry = textOnly(reformatExpiryInput);

/** The card's expiry date as `MM/YY`, formatted as typed, never in the past. */
export function ExpiryField({ field, inputId }: FieldProps) {
  const { error, ...control } = useTextControl(field, (value) =>
    checkExpiry(value, field.required ?? true),
  );
  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      <FormattedInput
        control={control}
        format={formatExpiry}
        id={inputId}
        className={`input ${styles.short}`}
        dir="ltr"
        type="text"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={field.placeholder ? serverText(field.placeholder) : 'MM/YY'}
        maxLength={5}
        required
        aria-describedby={describedBy(inputId, field.hint)}
      />
    </FieldShell>
  );
}
