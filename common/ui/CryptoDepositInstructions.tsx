import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@common/lib/money';
import styles from './CryptoDepositInstructions.module.css';
import { CopyableAddress } from './CopyableAddress';
import { Amount, Isolate, Sentence } from './Isolated';

/**
 * What a pending crypto deposit asks of the player (the `DepositInstructions` of docs/http-api.md:
 * the payments result and the history row both get it from the back end).
 */
export interface DepositInstructionsView {
  address: string;
  network: string;
  /** The exact amount to send, a decimal string in `currency`. */
  amount: string;
  currency: string;
}

/**
 * Where to send a crypto deposit: the exact amount and the network, the address with Copy (the
 * address is selected for a manual copy when the clipboard refuses) and its QR code, made in the
 * browser. Shared by the payment's result and the history row, so both read the same.
 */
export function CryptoDepositInstructions({
  instructions,
}: {
  instructions: DepositInstructionsView;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { address, network, amount, currency } = instructions;
  const money = formatMoney(amount, currency, i18n.language);
  return (
    <section className={styles.instructions} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {t('cryptoDeposit.title')}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('cryptoDeposit.amount')}</dt>
          <dd>
            <Amount>{money}</Amount>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('cryptoDeposit.network')}</dt>
          <dd>
            <Isolate>{network}</Isolate>
          </dd>
        </div>
      </dl>
      <label className={styles.label} htmlFor={`${id}-address`}>
        {t('cryptoDeposit.address')}
      </label>
      <p id={`${id}-exactly`} className={styles.status}>
        <Sentence>{t('cryptoDeposit.exactly', { amount: money, network })}</Sentence>
      </p>
      <CopyableAddress
        inputId={`${id}-address`}
        address={address}
        describedBy={`${id}-exactly`}
        texts={{
          copy: t('cryptoDeposit.copy'),
          copied: t('cryptoDeposit.copied'),
          copyFailed: t('cryptoDeposit.copyFailed'),
          qr: t('cryptoDeposit.qr'),
          unreadable: t('cryptoDeposit.unreadable'),
        }}
      />
    </section>
  );
}
