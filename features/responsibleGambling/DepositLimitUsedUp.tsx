import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { toServerUrl, urlPolicyFor } from '@common/lib/urlPolicy';
import {
  type CurrentLimit,
  isReached,
  resetTimeParts,
  REACHED_KEYS,
  REMAINING_KEYS,
  USED_UP_TITLE_KEYS,
} from '@features/playerRules';
import { depositsBlocked, formatMoney } from '@features/payments';
import styles from './ResponsibleGambling.module.css';

export interface DepositLimitUsedUpProps {
  /** The limit with nothing usable left (rules/depositLimits.ts `usedUpLimit`). */
  limit: CurrentLimit;
  /** Every limit in the currency as it stands now (`limitsIn`): the others are listed too. */
  limits: readonly CurrentLimit[];
  /** The smallest deposit the methods on offer take, when something remains below it. */
  smallestMin?: string | undefined;
  /** The operator's responsible-gambling page; shown only when the URL policy accepts it. */
  responsibleGamblingUrl?: string | undefined;
}

/**
 * Deposits are blocked while a deposit limit has nothing usable left for its period: which limit,
 * when it resets, what remains of the other periods, and no form to fill. Cash-out stays open (the
 * action switch above). A status, not an alert: the player's own limit did its job.
 */
export function DepositLimitUsedUp({
  limit,
  limits,
  smallestMin,
  responsibleGamblingUrl,
}: DepositLimitUsedUpProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = i18n.language;
  const rgPage = toServerUrl(responsibleGamblingUrl, urlPolicyFor(window.location.protocol));
  const { period, resetsAt } = limit;
  useEffect(() => {
    dispatch(depositsBlocked({ kind: 'deposit_limit', until: resetsAt, period }));
  }, [dispatch, period, resetsAt]);
  const reset = resetTimeParts(resetsAt, locale);
  const money = (amount: string) => formatMoney(amount, limit.currency, locale);
  const body =
    isReached(limit) || smallestMin === undefined
      ? t('payments.rg.usedUp.body', reset)
      : t('payments.rg.usedUp.bodyLeft', {
          ...reset,
          amount: money(limit.remaining),
          min: money(smallestMin),
        });
  const others = limits.filter((other) => other.period !== period);
  return (
    <section className={styles.blocked} role="status" aria-labelledby="deposit-limit-used-up-title">
      <h2 id="deposit-limit-used-up-title" className={styles.title}>
        {t(USED_UP_TITLE_KEYS[period])}
      </h2>
      <p>{body}</p>
      {others.length > 0 && (
        <>
          <h3 id="deposit-limit-others-title" className={styles.subtitle}>
            {t('payments.rg.usedUp.others')}
          </h3>
          <ul className={styles.list} aria-labelledby="deposit-limit-others-title">
            {others.map((other) => {
              const otherReset = resetTimeParts(other.resetsAt, locale);
              return (
                <li key={other.period} data-reached={isReached(other) || undefined}>
                  {isReached(other)
                    ? t(REACHED_KEYS[other.period], otherReset)
                    : t(REMAINING_KEYS[other.period], {
                        ...otherReset,
                        amount: money(other.remaining),
                      })}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {rgPage && (
        <p className={styles.actions}>
          <a href={rgPage.href} target="_blank" rel="noopener noreferrer">
            {t('payments.rg.rgPage')}
          </a>
        </p>
      )}
    </section>
  );
}
