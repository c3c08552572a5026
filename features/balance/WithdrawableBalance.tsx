import { useTranslation } from 'react-i18next';
import type { Balance } from '@contract/payments/player';
import { hasLockedPart, nothingWithdrawable } from '@features/playerRules';
import { formatMoney } from '@features/payments';
import styles from './WithdrawableBalance.module.css';

export interface WithdrawableBalanceProps {
  /** The balance in the chosen currency (rules/balance.ts `balanceIn`). */
  balance: Balance;
}

/**
 * What the player may cash out, shown before they type: "You can cash out €120.00 of your €150.00
 * balance" (the rest is not withdrawable yet, e.g. bonus money), or that there is nothing to cash
 * out. Announced politely (a status).
 */
export function WithdrawableBalance({ balance }: WithdrawableBalanceProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, balance.currency, i18n.language);
  const total = money(balance.total);
  const text = nothingWithdrawable(balance)
    ? hasLockedPart(balance)
      ? t('payments.balance.nothingOfTotal', { total })
      : t('payments.balance.nothing', { currency: balance.currency })
    : hasLockedPart(balance)
      ? t('payments.balance.withdrawablePart', { amount: money(balance.withdrawable), total })
      : t('payments.balance.withdrawable', { amount: money(balance.withdrawable) });
  return (
    <section className={styles.balance} role="status" aria-labelledby="withdrawable-balance-title">
      <h2 id="withdrawable-balance-title" className={styles.title}>
        {t('payments.balance.title')}
      </h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
