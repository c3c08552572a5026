import { useEffect } from 'react';
import { serverText } from '@common/i18n/serverText';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import type { CardBrand } from '@features/card';
import {
  detectCardBrand,
  digitsOnly,
  hasTooManyCardDigits,
  reformatCardInput,
  validateCardNumber,
} from '@features/card';
import { cardBrandName } from '@features/payments';
import type { PaymentFormValues } from '../formContext';
import { usePaymentFormMeta } from '../formContext';
import { FormattedInput } from '../FormattedInput';
import { useTextControl } from '../useTextControl';
import type { Check } from '../validation';
import styles from './CardFields.module.css';
import type { FieldProps } from './TextField';
import { Sentence } from '@common/ui/Isolated';

/** True when the method names the brands it takes and `brand` is not one of them. */
export function isRefusedBrand(
  brand: Pick<CardBrand, 'type'> | null,
  accepted: readonly string[] | undefined,
): boolean {
  return brand !== null && accepted !== undefined && !accepted.includes(brand.type);
}

export function checkCardNumber(
  value: string,
  required: boolean,
  accepted?: readonly string[],
): Check {
  if (digitsOnly(value) === '') return required ? 'payments.validation.required' : true;
  // A brand the method does not take is said first: more digits cannot make it right.
  if (isRefusedBrand(detectCardBrand(value), accepted)) return 'payments.validation.cardBrand';
  // Checked before validity: one digit too many can still pass as a 19-digit number of another
  // reading, and the player needs to hear that a digit is extra, not that the number is wrong.
  if (hasTooManyCardDigits(value, detectCardBrand(value))) return 'payments.validation.cardTooLong';
  const result = validateCardNumber(value);
  if (result.isValid) return true;
  // Too few digits for the brand reads as "incomplete"; a full-length number that fails Luhn (even
  // if a longer number could still pass) reads as "not valid".
  const shortest = Math.min(...(result.brand?.lengths ?? [12]));
  return result.isPotentiallyValid && digitsOnly(value).length < shortest
    ? 'payments.validation.cardIncomplete'
    : 'payments.validation.cardNumber';
}

/** The detected brand's name as players know it ("American Express"). */
function brandName(value: unknown): string {
  const brand = typeof value === 'string' ? detectCardBrand(value) : null;
  return brand ? cardBrandName(brand.type) : '';
}

/**
 * A ceiling on what the input holds (a stray paste of a whole text), far above any brand's length:
 * digits beyond the brand's length are kept and reported, not cut (see `hasTooManyCardDigits`).
 */
const MAX_CARD_INPUT_LENGTH = 64;

/**
 * The card number: grouped by the detected brand's gaps as the player types, caret kept in place,
 * brand shown and announced, Luhn and length checked. A brand the method does not take
 * (`acceptedCardBrands`) is refused as soon as it is recognised, before the player leaves the field.
 */
export function CardNumberField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const { trigger, getValues } = useFormContext<PaymentFormValues>();
  const accepted = usePaymentFormMeta().method.acceptedCardBrands;
  const { error, ...control } = useTextControl(
    field,
    (text) => checkCardNumber(text, field.required ?? true, accepted),
    () => ({ brand: brandName(getValues(field.name)) }),
  );
  const { name } = control;
  const brand = detectCardBrand(control.text);
  const refused = isRefusedBrand(brand, accepted);
  useEffect(() => {
    // Said at once, not after the field is left: typing on cannot make the brand accepted.
    if (refused) void trigger(name);
  }, [refused, trigger, name]);
  const refusalShown = refused && error !== undefined;
  useEffect(() => {
    // The message is below the field, which may be at the bottom of the screen: brought into view.
    if (refusalShown) {
      document.getElementById(`${inputId}-error`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [refusalShown, inputId]);

  return (
    <FieldShell
      inputId={inputId}
      label={field.label}
      hint={field.hint}
      error={error}
      adornment={
        <span className={styles.brand} data-brand={brand?.type} aria-hidden="true">
          {brand?.niceType}
        </span>
      }
    >
      <FormattedInput
        control={control}
        format={reformatCardInput}
        id={inputId}
        className={`input ${styles.number}`}
        dir="ltr"
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        autoCorrect="off"
        spellCheck={false}
        placeholder={field.placeholder ? serverText(field.placeholder) : '1234 5678 9012 3456'}
        maxLength={MAX_CARD_INPUT_LENGTH}
        required
        aria-describedby={`${describedBy(inputId, field.hint)} ${inputId}-brand`}
      />
      <span id={`${inputId}-brand`} className="visually-hidden" aria-live="polite">
        {brand ? (
          <Sentence>{t('payments.card.brandDetected', { brand: brand.niceType })}</Sentence>
        ) : (
          ''
        )}
      </span>
    </FieldShell>
  );
}
