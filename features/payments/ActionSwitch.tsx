import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { selectPaymentInProgress } from './api';
import { PAYMENT_ACTIONS } from '@contract/payments/lists';
import { paymentActionChanged, selectPaymentAction } from './state';
import styles from './Cashier.module.css';

const ACTION_LABELS = {
  deposit: 'payments.action.deposit',
  cashout: 'payments.action.cashout',
} as const;

/** Deposit / cash-out, as a radio group (arrow keys switch, like native radios). */
export function ActionSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPaymentAction);
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
            onChange={() => dispatch(paymentActionChanged(action))}
          />
          <span>{t(ACTION_LABELS[action])}</span>
        </label>
      ))}
    </fieldset>
  );
}
