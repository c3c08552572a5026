import { useTranslation } from 'react-i18next';
import { formatMoney } from '@features/payments';
import {
  type CurrentLimit,
  isReached,
  resetTimeParts,
  REACHED_KEYS,
  REMAINING_KEYS,
} from '@features/playerRules';
import styles from './ResponsibleGambling.module.css';

export interface DepositLimitsNoticeProps {
  /** The limits in the chosen currency, as they stand now (rules/depositLimits.ts `limitsIn`). */
  limits: readonly CurrentLimit[];
}

/**
 * What remains of each deposit limit and when it resets, shown before the player types: "You can
 * deposit €150.00 more today; resets at 00:00 on 26 Nov". Announced politely (a status).
 */
export function DepositLimitsNotice({ limits }: DepositLimitsNoticeProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <section className={styles.limits} role="status" aria-labelledby="deposit-limits-title">
      <h2 id="deposit-limits-title" className={styles.title}>
        {t('payments.rg.title')}
      </h2>
      <ul className={styles.list}>
        {limits.map((limit) => {
          const reset = resetTimeParts(limit.resetsAt, locale);
          return (
            <li key={limit.period} data-reached={isReached(limit) || undefined}>
              {isReached(limit)
                ? t(REACHED_KEYS[limit.period], reset)
                : t(REMAINING_KEYS[limit.period], {
                    ...reset,
                    amount: formatMoney(limit.remaining, limit.currency, locale),
                  })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
