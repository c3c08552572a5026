import { useController, useFormContext } from 'react-hook-form';
import { serverText } from '@common/i18n/serverText';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import type { Field } from '@contract/payments/fields';
import { networkValueName } from '@features/payments';
import type { PaymentFormValues } from '../formContext';
import { useErrorText } from '../formContext';
import { checkCryptoAddress } from '../validation';
import { CryptoAddressInput } from './CryptoAddressField';
import type { FieldProps } from './TextField';

type Network = NonNullable<Field['networks']>[number];

function networkOf(field: Field, value: unknown): Network | undefined {
  return field.networks?.find((network) => network.value === value);
}

/**
 * `multi_protocol_crypto_address` (e.g. USDT on TRC20 or ERC20): the player picks the network, then
 * enters an address checked with that network's pattern. Wire form: the address under the field's
 * name, the network's `value` under `${name}_network` (both strings; see submission.ts).
 */
export function MultiProtocolCryptoAddressField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const { trigger, getValues } = useFormContext<PaymentFormValues>();
  const networks = field.networks ?? [];
  const networkName = networkValueName(field.name);
  const networkId = `${inputId}-network`;
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: networkName,
    rules: {
      validate: (chosen, values) => {
        const address = values[field.name];
        const needed = field.required === true || (typeof address === 'string' && address !== '');
        return networks.length > 0 && needed && !networkOf(field, chosen)
          ? 'payments.validation.required'
          : true;
      },
    },
  });
  const networkError = useErrorText(fieldState.error);
  const chosen = networkOf(field, value);
  const hint = t('payments.fields.crypto.networkHint');

  return (
    <>
      {networks.length > 0 && (
        <FieldShell
          inputId={networkId}
          label={t('payments.fields.crypto.network')}
          hint={hint}
          error={networkError}
        >
          <select
            id={networkId}
            name={name}
            ref={ref}
            className="input"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => {
              onChange(event.target.value);
              // The address's pattern depends on the network: re-check an address already typed.
              if (getValues(field.name) !== '') void trigger(field.name);
            }}
            onBlur={onBlur}
            required={field.required}
            aria-invalid={networkError ? true : undefined}
            aria-describedby={describedBy(networkId, hint)}
          >
            <option value="">{t('payments.fields.crypto.chooseNetwork')}</option>
            {networks.map((network) => (
              <option key={network.value} value={network.value}>
                {serverText(network.label)}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
      <CryptoAddressInput
        field={field}
        inputId={inputId}
        network={chosen?.label}
        check={(text, values) => {
          const network = networkOf(field, values[networkName]);
          return checkCryptoAddress(
            field,
            text,
            network?.pattern ?? field.pattern,
            network?.label ?? field.network,
          );
        }}
      />
    </>
  );
}
