import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useAppStore } from '@store/hooks';
import {
  selectPaymentInProgress,
  paymentActionChanged,
  selectPaymentAction,
} from '@features/payments';
import type { PaymentAction } from '@contract/payments/lists';
import { PAYMENT_ACTIONS } from '@contract/payments/lists';
import styles from './Cashier.module.css';

const ACTION_LABELS = {
  deposit: 'payments.action.deposit',
  cashout: 'payments.action.cashout',
} as const;

/** Deposit / cash-out, as a radio group (arrow keys switch, like native radios). */
export function ActionSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const current = useAppSelector(selectPaymentAction);
  // From onChange and onClick alike, once per choice: a click that comes while React hydrates the
  // switch (the page hydrates once its code is in, src/app/cashierCode.tsx) reaches onClick only,
  // React taking the clicked radio's state for the markup's.
  const choose = (action: PaymentAction) => {
    if (selectPaymentAction(store.getState()) !== action) dispatch(paymentActionChanged(action));
  };
  const paying = useAppSelector(selectPaymentInProgress);
  return (
    <fieldset className={styles.switch} disabled={paying}>
      <legend className="visually-hidden">{t('payments.action.legend')}</legend>
      {PAYMENT_ACTIONS.map((action) => (
        <label key={action} className={styles.switchOption}>
          <input
            type="radio"
            name="payment-action"
            value={action}
            checked={current === action}
            onChange={() => {
              choose(action);
            }}
            onClick={() => {
              choose(action);
            }}
          />
          <span>{t(ACTION_LABELS[action])}</span>
        </label>
      ))}
    </fieldset>
  );
}
