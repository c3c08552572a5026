import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { serverText } from '@common/i18n/serverText';
import type { PaymentFormValues } from '../formContext';
import { useTextControl } from '../useTextControl';
import type { Check } from '../validation';
import { checkCryptoAddress, lengthLimitParams } from '../validation';
import styles from './CryptoFields.module.css';
import type { FieldProps } from './TextField';

export interface CryptoAddressInputProps extends FieldProps {
  /** The check to run (the address's network may come from another value of the form). */
  check: (text: string, values: PaymentFormValues) => Check;
  /** The network named in a pattern error ("TRC20"). */
  network: string | undefined;
}

/**
 * A wallet address input: monospace, no autocomplete, autocorrect or spellcheck (they would
 * corrupt an address), validated by `check`.
 */
export function CryptoAddressInput({ field, inputId, check, network }: CryptoAddressInputProps) {
  const { ref, name, text, setText, onBlur, error, invalid } = useTextControl(
    field,
    check,
    (key) => ({ network: network ?? '', ...lengthLimitParams(field, key) }),
  );
  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      <input
        id={inputId}
        name={name}
        ref={ref}
        className={`input ${styles.code}`}
        dir="ltr"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={field.placeholder && serverText(field.placeholder)}
        required={field.required}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={onBlur}
        aria-invalid={invalid}
        aria-describedby={describedBy(inputId, field.hint)}
      />
    </FieldShell>
  );
}

/**
 * `crypto_address` and `cashout_crypto_address`: the player's own wallet address, checked by the
 * generic sanity rules and the network-specific `pattern` the server sends.
 */
export function CryptoAddressField({ field, inputId }: FieldProps) {
  return (
    <CryptoAddressInput
      field={field}
      inputId={inputId}
      network={field.network}
      check={(text) => checkCryptoAddress(field, text, field.pattern, field.network)}
    />
  );
}
