import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { toServerUrl, urlPolicyFor } from '@common/lib/urlPolicy';
import type { Restriction } from '@contract/payments/player';
import { formatRestrictionEnd } from '@features/playerRules';
import { depositsBlocked, supportRequested } from '@features/payments';
import styles from './ResponsibleGambling.module.css';

export interface DepositsBlockedProps {
  restriction: Restriction;
  /** The operator's responsible-gambling page; shown only when the URL policy accepts it. */
  responsibleGamblingUrl?: string | undefined;
}

/** The code support hears of with the player's request (the same as the server's refusal). */
const SUPPORT_CODES = {
  cool_off: 'COOL_OFF_ACTIVE',
  self_exclusion: 'SELF_EXCLUDED',
} as const satisfies Record<Restriction['kind'], string>;

/**
 * Deposits are blocked during a cool-off or self-exclusion: a calm explanation with the end date in
 * the player's language and time zone, support and the operator's responsible-gambling page.
 * Cash-out stays open (the action switch above). A status, not an alert: nothing went wrong.
 */
export function DepositsBlocked({ restriction, responsibleGamblingUrl }: DepositsBlockedProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  // The operator's own page, not a provider's: the page's protocol rules (https on an https page),
  // not the provider host allow-list.
  const rgPage = toServerUrl(responsibleGamblingUrl, urlPolicyFor(window.location.protocol));
  const until =
    restriction.until === undefined
      ? undefined
      : formatRestrictionEnd(restriction.until, i18n.language);
  const { kind, until: endsAt } = restriction;
  useEffect(() => {
    dispatch(depositsBlocked({ kind, ...(endsAt === undefined ? {} : { until: endsAt }) }));
  }, [dispatch, kind, endsAt]);
  const coolOff = kind === 'cool_off';
  const body =
    until === undefined
      ? t('payments.rg.selfExclusionIndefinite')
      : t(coolOff ? 'payments.rg.coolOffBody' : 'payments.rg.selfExclusionBody', { until });
  return (
    <section className={styles.blocked} role="status" aria-labelledby="deposits-blocked-title">
      <h2 id="deposits-blocked-title" className={styles.title}>
        {t(coolOff ? 'payments.rg.coolOffTitle' : 'payments.rg.selfExclusionTitle')}
      </h2>
      <p>{body}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            dispatch(supportRequested({ methodId: '', code: SUPPORT_CODES[restriction.kind] }));
          }}
        >
          {t('payments.rg.support')}
        </button>
        {rgPage && (
          <a href={rgPage.href} target="_blank" rel="noopener noreferrer">
            {t('payments.rg.rgPage')}
          </a>
        )}
      </div>
    </section>
  );
}
