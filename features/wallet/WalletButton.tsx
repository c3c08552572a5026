import { useEffect, useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import type { SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import { Spinner } from '@common/ui/Spinner';
import type { Field, WireFieldValues } from '@contract/payments/fields';
import { usePaymentFormMeta } from '@features/paymentForm';
import type { PaymentFormValues } from '@features/paymentForm';
import { WALLET_NAMES } from '@contract/payments/lists';
import { walletOutcome, paymentAmounts } from '@features/payments';
import type { SentPayment } from '@features/payments';
import type { WalletAvailability } from './walletRequest';
import { useAppleMerchantSessionMutation } from './merchantSessionApi';
import { payWithWallet, walletAvailability } from './walletRequest';
import { GooglePayMark } from './GooglePayMark';
import styles from './WalletButton.module.css';

/**
 * How the sheet closes for each way the payment went: an answer the cashier could not read is
 * `unknown` to the wallet too, never a failure (the form then follows the payment by its key).
 */
const SHEET_CLOSING = {
  accepted: 'success',
  notAccepted: 'fail',
  unconfirmed: 'unknown',
} as const satisfies Record<SentPayment, PaymentComplete>;

export interface WalletButtonProps {
  /** The method's `wallet` field. */
  field: Field;
  /** Given the pay handler while the wallet can pay (null otherwise): the form's submit calls it. */
  onPayReady: Dispatch<SetStateAction<SubmitHandler<PaymentFormValues> | null>>;
  /** The payment attempt's send (submit/usePaymentAttempt.ts): how the back end took it. */
  send: (values: PaymentFormValues, walletSecrets: WireFieldValues) => Promise<SentPayment>;
  chooseMethod: () => void;
}

/**
 * A wallet method's submit (its own chunk): checks whether the browser can pay with the wallet
 * (progress meanwhile; an explanation and another method where it cannot), then opens the
 * wallet's payment sheet and sends its token with the payment (wallet/walletRequest.ts).
 */
export function WalletButton({ field, onPayReady, send, chooseMethod }: WalletButtonProps) {
  const { t, i18n } = useTranslation();
  const { action, method, fields } = usePaymentFormMeta();
  const { wallet } = field;
  const name = wallet ? WALLET_NAMES[wallet.kind] : field.label || field.name;
  const [availability, setAvailability] = useState<WalletAvailability | 'checking'>(
    wallet ? 'checking' : 'unavailable',
  );
  const [note, setNote] = useState<'cancelled' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const paying = useRef(false);
  const { currency } = method;
  const dispatch = useAppDispatch();
  const methodId = method.id;

  useEffect(() => {
    if (!wallet) return;
    let live = true;
    void walletAvailability(wallet, window, currency).then((result) => {
      if (!live) return;
      setAvailability(result);
      if (result === 'unavailable') {
        dispatch(walletOutcome({ methodId, wallet: wallet.kind, outcome: result }));
      }
    });
    return () => {
      live = false;
    };
  }, [wallet, currency, dispatch, methodId]);

  // What the handler reads when the player pays: this render's form, method and send.
  const [merchantSession] = useAppleMerchantSessionMutation();
  const latest = useRef({ send, fields, action, method, merchantSession });
  useEffect(() => {
    latest.current = { send, fields, action, method, merchantSession };
  });

  useEffect(() => {
    if (!wallet || availability !== 'available') return;
    const pay = async (values: PaymentFormValues) => {
      // One sheet at a time: a second click or Enter while it is open or the payment is sent.
      if (paying.current) return;
      const now = latest.current;
      const amountField = now.fields.find((candidate) => candidate.type === 'amount');
      const typed = amountField ? values[amountField.name] : undefined;
      const amounts = paymentAmounts(now.action, now.method.commission, now.method.currency, typed);
      paying.current = true;
      setBusy(true);
      setNote(null);
      try {
        const outcome = amounts
          ? await payWithWallet({
              wallet,
              environment: window,
              amount: amounts.total ?? amounts.amount,
              currency: now.method.currency,
              submit: async (token) =>
                SHEET_CLOSING[await now.send(values, { [field.name]: token })],
              validateMerchant: (validationUrl) =>
                now
                  .merchantSession({ methodId: now.method.id, validationUrl })
                  .unwrap()
                  .then((answer) => answer.merchantSession),
            })
          : 'failed';
        if (outcome !== 'sent') {
          setNote(outcome);
          dispatch(walletOutcome({ methodId: now.method.id, wallet: wallet.kind, outcome }));
        }
      } finally {
        paying.current = false;
        setBusy(false);
      }
    };
    onPayReady(() => pay);
    return () => {
      onPayReady(null);
    };
  }, [wallet, availability, field.name, onPayReady, dispatch]);

  if (availability === 'checking') {
    return (
      <p className={styles.checking} role="status">
        <Spinner />
        {t('payments.wallet.checking', { wallet: name })}
      </p>
    );
  }
  if (availability === 'unavailable') {
    return (
      <Notice
        tone="info"
        title={t('payments.wallet.unavailableTitle', { wallet: name })}
        action={{ label: t('payments.errors.next.chooseMethod'), onClick: chooseMethod }}
      >
        {t('payments.wallet.unavailableBody', { wallet: name })}
      </Notice>
    );
  }
  return (
    <>
      {note === 'cancelled' && (
        <Notice tone="info" title={t('payments.wallet.cancelledTitle', { wallet: name })}>
          {t('payments.wallet.cancelledBody')}
        </Notice>
      )}
      {note === 'failed' && (
        <Notice
          tone="error"
          title={t('payments.wallet.failedTitle', { wallet: name })}
          action={{ label: t('payments.errors.next.chooseMethod'), onClick: chooseMethod }}
        >
          {t('payments.wallet.failedBody', { wallet: name })}
        </Notice>
      )}
      <button
        type="submit"
        // The wallet's own button (WalletButton.module.css); `lang` gives Safari's Apple Pay
        // button its caption's language.
        className={`${styles.wallet} ${wallet?.kind === 'applepay' ? styles.applepay : styles.googlepay}`}
        lang={i18n.language}
        aria-disabled={busy}
      >
        {busy && <Spinner />}
        {busy ? (
          t('payments.form.processing')
        ) : wallet?.kind === 'googlepay' ? (
          <GooglePayMark label={t('payments.wallet.pay', { wallet: name })} />
        ) : (
          t('payments.wallet.pay', { wallet: name })
        )}
      </button>
    </>
  );
}
