import { useWatch } from 'react-hook-form';
import { serverText } from '@common/i18n/serverText';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { IBAN_MAX_LENGTH, compactIban, ibanLengthFor, reformatIbanInput } from '@features/payments';
import type { PaymentFormValues } from '../formContext';
import { FormattedInput } from '../FormattedInput';
import { useTextControl } from '../useTextControl';
import { checkIban } from '../ibanValidation';
import styles from './CryptoFields.module.css';
import type { FieldProps } from './TextField';

/** The country's name for messages ("Germany"), or its code when Intl does not know it. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Any field named as one of IBAN_FIELD_NAMES: upper-cased and grouped by four as typed (caret kept
 * where the player types), checked with ibantools (country, length, format, mod-97 check digits,
 * each with its own message). The value is a secret (contract/fieldTypes.ts) and is sent compact
 * (submission.ts).
 */
export function IbanField({ field, inputId }: FieldProps) {
  const { i18n } = useTranslation();
  const current = useWatch<PaymentFormValues>({ name: field.name });
  const country = compactIban(typeof current === 'string' ? current : '').slice(0, 2);
  const { error, ...control } = useTextControl(field, (value) => checkIban(field, value), {
    country: countryName(country, i18n.language),
    count: ibanLengthFor(country) ?? 0,
  });

  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      <FormattedInput
        control={control}
        format={reformatIbanInput}
        id={inputId}
        className={`input ${styles.code}`}
        dir="ltr"
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        placeholder={field.placeholder && serverText(field.placeholder)}
        maxLength={IBAN_MAX_LENGTH + Math.floor((IBAN_MAX_LENGTH - 1) / 4)}
        required={field.required}
        aria-describedby={describedBy(inputId, field.hint)}
      />
    </FieldShell>
  );
}
