import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { selectPaymentInProgress, useConfigQuery } from './api/paymentsApi';
import styles from './Cashier.module.css';
import { currencyChanged, selectCurrency } from './model/paymentsSlice';

/** The cashier currency, among those `config` offers; hidden while only one is offered. */
export function CurrencySelect() {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const paying = useAppSelector(selectPaymentInProgress);
  const { data } = useConfigQuery(undefined);
  const currencies = data?.currencies ?? [];
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
