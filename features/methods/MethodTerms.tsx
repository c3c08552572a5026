import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@common/lib/intl';
import type { Commission, PaymentMethod, ProcessingTime } from '@contract/payments/methods';
import { NO_FEE_KEY } from '@common/lib/fee';
import { isFreeCommission, formatMoney } from '@features/payments';
import styles from './MethodTerms.module.css';

function percent(value: string, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(
    `${value}E-2` as Intl.StringNumericLiteral,
  );
}

/**
 * The fee of a method in the player's words ("2.5% fee", "No fee", "€1.00 fee"): the one formatter
 * of a commission; one that costs nothing (`none`, 0%, €0.00) reads "No fee".
 */
export function useCommissionText(commission: Commission, currency: string): string {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (isFreeCommission(commission)) return t(NO_FEE_KEY);
  switch (commission.type) {
    case 'none':
      return t(NO_FEE_KEY);
    case 'percent':
      return t('payments.commission.fee', { fee: percent(commission.percent, locale) });
    case 'range-percent':
      return t('payments.commission.fee', {
        fee: `${percent(commission.minPercent, locale)}–${percent(commission.maxPercent, locale)}`,
      });
    case 'fixed':
      return t('payments.commission.fee', {
        fee: formatMoney(commission.amount, currency, locale),
      });
    case 'mixed':
      return t('payments.commission.fee', {
        fee: `${percent(commission.percent, locale)} + ${formatMoney(commission.amount, currency, locale)}`,
      });
    case 'float':
      return t('payments.commission.float');
  }
}

/** How long a payment takes ("Instant", "1–3 days", "24 hours"); null when the server does not say. */
export function useProcessingTimeText(time: ProcessingTime): string | null {
  const { t } = useTranslation();
  switch (time.type) {
    case 'instant':
      return t('payments.processing.instant');
    // Counted words come from each language's plural forms (i18next `_zero` … `_other`), not from
    // Intl's unit names: Arabic needs the form that follows "خلال" ("خلال دقيقتين").
    case 'range':
      return t('payments.processing.within', {
        time: t(`payments.duration.${time.unit}Range`, { count: time.max, min: time.min }),
      });
    case 'static':
      return t('payments.processing.within', {
        time: t(`payments.duration.${time.unit}`, { count: time.value }),
      });
    case 'none':
      return null;
  }
}

/**
 * Limits, fee and processing time of a method, as small print: each term a box of its own that
 * wraps as a whole ("Within 1–24 hours" never splits across lines while a line can hold it).
 */
export function MethodTerms({ method }: { method: PaymentMethod }) {
  const { t, i18n } = useTranslation();
  const commission = useCommissionText(method.commission, method.currency);
  const processing = useProcessingTimeText(method.processingTime);
  const limits = t('payments.limits', {
    min: formatMoney(method.limits.min, method.currency, i18n.language),
    max: formatMoney(method.limits.max, method.currency, i18n.language),
  });
  const terms = [limits, commission, processing].filter((term) => term !== null);
  // The separator ends the term before it, so a line never starts with one.
  return (
    <>
      {terms.map((term, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className={styles.term}>
            {term}
            {index < terms.length - 1 && ' ·'}
          </span>
        </Fragment>
      ))}
    </>
  );
}
