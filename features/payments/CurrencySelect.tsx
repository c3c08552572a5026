import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { selectPaymentInProgress, useConfigQuery } from './api/paymentsApi';
import styles from './Cashier.module.css';
import { currencyChanged, selectCurrency } from './model/paymentsSlice';

/**
 * The cashier currency, among those `config` offers (one it does not offer becomes the player's
 * default currency); hidden while only one is offered.
 */
export function CurrencySelect() {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const paying = useAppSelector(selectPaymentInProgress);
  const { data } = useConfigQuery(undefined);
  const currencies = data?.currencies ?? [];
  // A currency the config does not offer (the start default, or a host's choice) gives way to the
  // player's default currency, else the first one offered.
  const offered = data === undefined || currencies.length === 0 || currencies.includes(currency);
  const fallback =
    data && currencies.includes(data.defaultCurrency) ? data.defaultCurrency : currencies[0];
  useEffect(() => {
    if (!offered && fallback !== undefined) dispatch(currencyChanged(fallback));
  }, [offered, fallback, dispatch]);
  if (currencies.length < 2) return null;
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
