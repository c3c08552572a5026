import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { selectPaymentInProgress, currencyChanged } from '@features/payments';
import { useOfferedCurrency } from '@features/methods';
import styles from './Cashier.module.css';

/**
 * The cashier currency, among those `config` offers: the chosen one when offered, else the
 * player's default (model/offeredCurrency.ts); hidden while only one is offered.
 */
export function CurrencySelect() {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const paying = useAppSelector(selectPaymentInProgress);
  const { currency, config } = useOfferedCurrency();
  const currencies = config.data?.currencies ?? [];
  if (currency === null || currencies.length < 2) return null;
  return (
    <div className={styles.currency}>
      <label htmlFor={id}>{t('payments.currency.label')}</label>
      <select
        id={id}
        className="input"
        value={currency}
        disabled={paying}
        onChange={(event) => dispatch(currencyChanged(event.target.value))}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
