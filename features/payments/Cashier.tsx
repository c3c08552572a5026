import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@store/hooks';
import { ActionSwitch } from './ActionSwitch';
import { useGetConversionMethodsQuery, useGetMethodsQuery } from './api/paymentsApi';
import styles from './Cashier.module.css';
import { CurrencySelect } from './CurrencySelect';
import { lazyComponent } from './lazyComponent';
import { MethodList } from './methods/MethodList';
import { conversionMethodIdOf } from './model/conversionSelection';
import { selectCurrency, selectPaymentAction, selectSelectedMethodId } from './model/paymentsSlice';

// The forms are in their own chunks (README "Budgets"): the first deposit screen is the method list.
// The payment form's chunk is fetched as soon as the cashier shows; the conversion (Mercuryo)
// form's when it is chosen.
const PaymentForm = lazyComponent(
  () => import('./form/PaymentForm').then((module) => module.PaymentForm),
  { label: 'payments.form.loading', rows: 5 },
);
const ConversionForm = lazyComponent(
  () => import('./conversion/ConversionForm').then((module) => module.ConversionForm),
  { label: 'payments.conversion.loading', rows: 3 },
);

/** The cashier: deposit / cash-out switch, the methods on offer, and the chosen method's form. */
export function Cashier() {
  const { t } = useTranslation();
  useEffect(() => {
    PaymentForm.preload().catch(() => undefined); // a failed fetch is retried when the form shows
  }, []);
  const action = useAppSelector(selectPaymentAction);
  const currency = useAppSelector(selectCurrency);
  const selectedId = useAppSelector(selectSelectedMethodId);
  const { selected } = useGetMethodsQuery(
    { action, currency },
    {
      selectFromResult: ({ data }) => ({
        selected: data?.methods.find((method) => method.id === selectedId),
      }),
    },
  );
  const conversionId = conversionMethodIdOf(selectedId);
  const { conversion } = useGetConversionMethodsQuery(
    { action, currency },
    {
      skip: conversionId === null,
      selectFromResult: ({ data }) => ({
        conversion: data?.methods.find((method) => method.id === conversionId),
      }),
    },
  );
  return (
    <section className={styles.cashier} aria-labelledby="cashier-title">
      <div className={styles.toolbar}>
        <h1 id="cashier-title" className={styles.title}>
          {t(action === 'deposit' ? 'payments.title.deposit' : 'payments.title.cashout')}
        </h1>
        <CurrencySelect />
      </div>
      <ActionSwitch />
      <div className={styles.columns}>
        <MethodList />
        <div className={styles.formColumn}>
          {selected ? (
            <PaymentForm key={`${action}:${selected.id}`} method={selected} />
          ) : conversion ? (
            <ConversionForm
              key={`${action}:${conversion.id}`}
              method={conversion}
              action={action}
              fiat={currency}
            />
          ) : (
            <p className={styles.placeholder}>{t('payments.form.chooseMethod')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
