import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { Notice } from '@common/ui/Notice';
import { shortenAddress } from '@features/payments';
import type { PaymentFormValues } from '../formContext';
import { useErrorText } from '../formContext';
import type { WalletErrorKind } from './ethereum';
import { ethereum, isEthereumAccount, walletErrorKind } from './ethereum';
import styles from './CryptoFields.module.css';
import type { FieldProps } from './TextField';
import { Sentence } from '@common/ui/Isolated';

/** Where the player downloads the MetaMask extension (also shown for the `install_metamask` result). */
export const METAMASK_DOWNLOAD_URL = 'https://metamask.io/download/';

const WALLET_ERROR_KEYS = {
  rejected: 'payments.fields.metamask.rejected',
  pending: 'payments.fields.metamask.pending',
  failed: 'payments.fields.metamask.failed',
} as const satisfies Record<WalletErrorKind, string>;

/**
 * `metamask`: pays from the player's MetaMask wallet. "Connect MetaMask" asks the wallet for an
 * account (`eth_requestAccounts`, through ./ethereum.ts); the value is that account's address, shown
 * shortened, and follows the account chosen in the wallet afterwards. Without a wallet the player sees the same install explanation as the `install_metamask`
 * submit result; a refused or failed connection is explained next to the field.
 */
export function MetaMaskField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const [walletError, setWalletError] = useState<WalletErrorKind | null>(null);
  const [connecting, setConnecting] = useState(false);
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: {
      validate: (account) =>
        typeof account === 'string' && isEthereumAccount(account)
          ? true
          : field.required || account !== ''
            ? 'payments.validation.metamaskRequired'
            : true,
    },
  });
  const validationError = useErrorText(fieldState.error);
  const account = typeof value === 'string' && isEthereumAccount(value) ? value : null;
  const error = walletError ? t(WALLET_ERROR_KEYS[walletError]) : validationError;

  // Once connected, the field follows the wallet: another account chosen in MetaMask replaces the
  // address (the <output> announces it), a disconnected or locked wallet empties the field.
  useEffect(() => {
    if (!account) return;
    return ethereum.onAccountChange((next) => {
      onChange(next ?? '');
    });
  }, [account, onChange]);

  if (!ethereum.isAvailable()) {
    return (
      <Notice tone="warning" title={t('payments.result.metamaskTitle')}>
        {t('payments.result.metamaskBody')}{' '}
        <a href={METAMASK_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
          {METAMASK_DOWNLOAD_URL}
        </a>
      </Notice>
    );
  }

  const connect = async () => {
    setConnecting(true);
    setWalletError(null);
    try {
      onChange(await ethereum.requestAccount());
    } catch (caught) {
      setWalletError(walletErrorKind(caught));
    } finally {
      setConnecting(false);
      onBlur();
    }
  };

  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      <output
        id={inputId}
        className={styles.account}
        title={account ?? undefined}
        aria-describedby={describedBy(inputId, field.hint)}
      >
        <Sentence>
          {account
            ? t('payments.fields.metamask.connected', { account: shortenAddress(account) })
            : t('payments.fields.metamask.notConnected')}
        </Sentence>
      </output>
      <div className={styles.row}>
        <button
          ref={ref}
          type="button"
          className="button button-secondary"
          aria-disabled={connecting || undefined}
          aria-describedby={`${inputId} ${describedBy(inputId, field.hint)}`}
          onClick={() => {
            if (!connecting) void connect();
          }}
        >
          {t(
            connecting ? 'payments.fields.metamask.connecting' : 'payments.fields.metamask.connect',
          )}
        </button>
        {account && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              onChange('');
            }}
          >
            {t('payments.fields.metamask.disconnect')}
          </button>
        )}
      </div>
    </FieldShell>
  );
}
