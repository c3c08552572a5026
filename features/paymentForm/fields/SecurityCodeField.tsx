import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import type { CardBrand } from '@features/card';
import {
  detectCardBrand,
  digitsOnly,
  securityCodeFor,
  securityCodeSide,
  validateSecurityCode,
} from '@features/card';
import { usePaymentFormMeta } from '../formContext';
import { FormattedInput, textOnly } from '../FormattedInput';
import { useTextControl } from '../useTextControl';
import type { Check } from '../validation';
import styles from './CardFields.module.css';
import type { FieldProps } from './TextField';

export function checkSecurityCode(value: string, size: number, required: boolean): Check {
  if (value === '') return required ? 'payments.validation.required' : true;
  return validateSecurityCode(value, size).isValid ? true : 'payments.validation.securityCode';
}

/** The code a card of `brand` has: its size, where it is printed, and whether the brand is known. */
function codeOfBrand(brand: CardBrand | null) {
  return { ...securityCodeFor(brand), side: securityCodeSide(brand), known: brand !== null };
}

function securityCodeOf(cardNumber: unknown) {
  return codeOfBrand(detectCardBrand(typeof cardNumber === 'string' ? cardNumber : ''));
}

const HINT_KEYS = {
  front: 'payments.card.securityCodeHintFront',
  back: 'payments.card.securityCodeHintBack',
} as const;

/**
 * The security code, sized by the card's brand and said where to find it: "The 4 digits on the
 * front of your card" for American Express, 3 on the back otherwise. Never the card schemes'
 * jargon (CVV, CID, CVC). While no brand is known, the server's hint if it sends one.
 */
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
  const code = cardNumberField ? typedCode : codeOfBrand(savedCardBrand);
  const { error, ...control } = useTextControl(
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
    { count: code.size },
  );
  const ownHint = t(HINT_KEYS[code.side], { digits: code.size });
  const hint = code.known ? ownHint : (field.hint ?? ownHint);
  return (
    <FieldShell
      inputId={inputId}
      // The server's label when it sends one; "Security code" otherwise.
      label={field.label.trim() || t('payments.card.securityCodeLabel')}
      hint={hint}
      error={error}
    >
      <FormattedInput
        control={control}
        format={textOnly((raw) => digitsOnly(raw).slice(0, code.size))}
        id={inputId}
        className={`input ${styles.short}`}
        dir="ltr"
        type="text"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder={'•'.repeat(code.size)}
        maxLength={code.size}
        required
        aria-describedby={describedBy(inputId, hint)}
      />
    </FieldShell>
  );
}
