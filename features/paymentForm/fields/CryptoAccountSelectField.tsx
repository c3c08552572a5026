import { useTranslation } from 'react-i18next';
import { maskAddressesInText } from '@features/payments';
import { SelectControl } from './SimpleFields';
import type { FieldProps } from './TextField';

/**
 * `crypto_currencies_account_select`: one of the player's saved crypto accounts (option value: the
 * account id; label: currency and address, the address shortened to its start and end so the list
 * stays readable). With no saved account the hint says so.
 */
export function CryptoAccountSelectField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const options = (field.options ?? []).map((option) => ({
    value: option.value,
    label: maskAddressesInText(option.label),
  }));
  const hint = options.length === 0 ? t('payments.fields.cryptoAccounts.none') : field.hint;
  return <SelectControl field={field} inputId={inputId} options={options} hint={hint} />;
}
