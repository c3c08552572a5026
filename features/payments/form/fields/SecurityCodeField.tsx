import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@/ui/FieldShell';
import { detectCardBrand, digitsOnly, securityCodeFor, validateSecurityCode } from '../../card';
import type { PaymentFormValues } from '../formContext';
import { useErrorText, usePaymentFormMeta } from '../formContext';
import type { Check } from '../validation';
import styles from './CardFields.module.css';
import type { FieldProps } from './TextField';

export function checkSecurityCode(value: string, size: number, required: boolean): Check {
  if (value === '') return required ? 'payments.validation.required' : true;
  return validateSecurityCode(value, size).isValid ? true : 'payments.validation.securityCode';
}

/** The security code, named and sized by the card's brand (CVV 3 digits, Amex CID 4 digits). */
export function SecurityCodeField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const { cardNumberField } = usePaymentFormMeta();
  const cardNumber = useWatch<PaymentFormValues>({
    name: cardNumberField ?? '',
    disabled: !cardNumberField,
  });
  const code = securityCodeFor(detectCardBrand(typeof cardNumber === 'string' ? cardNumber : ''));
  const {
    field: { ref, name, value: rawValue, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: {
      validate: (value, values) => {
        const number = cardNumberField ? values[cardNumberField] : '';
        const size = securityCodeFor(
          detectCardBrand(typeof number === 'string' ? number : ''),
        ).size;
        return checkSecurityCode(
          typeof value === 'string' ? value : '',
          size,
          field.required ?? true,
        );
      },
    },
  });
  const error = useErrorText(fieldState.error, { name: code.name, count: code.size });
  const hint = field.hint ?? t('payments.card.securityCodeHint', { count: code.size });
  return (
    <FieldShell
      inputId={inputId}
      label={t('payments.card.securityCodeLabel', { name: code.name })}
      hint={hint}
      error={error}
    >
      <input
        id={inputId}
        name={name}
        ref={ref}
        className={`input ${styles.short}`}
        type="text"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder={'•'.repeat(code.size)}
        maxLength={code.size}
        required
        value={typeof rawValue === 'string' ? rawValue : ''}
        onChange={(event) => {
          onChange(digitsOnly(event.target.value).slice(0, code.size));
        }}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint)}
      />
    </FieldShell>
  );
}
