import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@/ui/FieldShell';
import { detectCardBrand, digitsOnly, securityCodeFor, validateSecurityCode } from '../../card';
import { usePaymentFormMeta } from '../formContext';
import { useTextControl } from '../useTextControl';
import type { Check } from '../validation';
import styles from './CardFields.module.css';
import type { FieldProps } from './TextField';

export function checkSecurityCode(value: string, size: number, required: boolean): Check {
  if (value === '') return required ? 'payments.validation.required' : true;
  return validateSecurityCode(value, size).isValid ? true : 'payments.validation.securityCode';
}

function securityCodeOf(cardNumber: unknown) {
  return securityCodeFor(detectCardBrand(typeof cardNumber === 'string' ? cardNumber : ''));
}

/** The security code, named and sized by the card's brand (CVV 3 digits, Amex CID 4 digits). */
export function SecurityCodeField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const { cardNumberField, savedCardBrand = null } = usePaymentFormMeta();
  // Only the brand's code matters here: `compute` re-renders this field when the code changes,
  // not on every keystroke in the card number (npm run bench counts the re-renders).
  const typedCode = useWatch({
    name: cardNumberField ?? '',
    disabled: !cardNumberField,
    compute: securityCodeOf,
  });
  // A saved card has no number on screen: its brand, as the server named it, sizes the code.
  const code = cardNumberField ? typedCode : securityCodeFor(savedCardBrand);
  const { ref, name, text, setText, onBlur, error, invalid } = useTextControl(
    field,
    (value, values) =>
      checkSecurityCode(
        value,
        (cardNumberField
          ? securityCodeOf(values[cardNumberField])
          : securityCodeFor(savedCardBrand)
        ).size,
        field.required ?? true,
      ),
    { name: code.name, count: code.size },
  );
  const hint = field.hint ?? t('payments.card.securityCodeHint', { count: code.size });
  return (
    <FieldShell
      inputId={inputId}
      // The server's label when it sends one (it knows its card scheme's wording); the brand's
      // code name ("Security code (CID)") otherwise.
      label={field.label.trim() || t('payments.card.securityCodeLabel', { name: code.name })}
      hint={hint}
      error={error}
    >
      <input
        id={inputId}
        name={name}
        ref={ref}
        className={`input ${styles.short}`}
        dir="ltr"
        type="text"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder={'•'.repeat(code.size)}
        maxLength={code.size}
        required
        value={text}
        onChange={(event) => {
          setText(digitsOnly(event.target.value).slice(0, code.size));
        }}
        onBlur={onBlur}
        aria-invalid={invalid}
        aria-describedby={describedBy(inputId, hint)}
      />
    </FieldShell>
  );
}
