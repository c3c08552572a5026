import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import { paymentOutcomeApi, supportRequested } from '@features/payments';
import type { CancelReason, PaymentStatus } from '@contract/payments/payment';

/** The payment whose provider URL was refused. */
export interface RefusedPayment {
  methodId: string;
  paymentId: string;
}

const REFUSED_WHAT: Record<CancelReason, string> = {
  unsafe_redirect_url: 'redirect',
  unsafe_frame_url: 'frame',
};

/**
 * The cashier refused the provider's URL, so the player can never complete this payment: logs the
 * refusal once and cancels the payment at the back end once (`POST /payments/{paymentId}/cancel`,
 * docs/http-api.md), so that it cannot succeed later behind the player's
 * back. Returns the back end's status after the cancel (`undefined` until it answers, or when the
 * cancel failed).
 */
export function useRefusedPaymentCancel(
  paymentId: string,
  reason: CancelReason,
): PaymentStatus['status'] | undefined {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<PaymentStatus['status']>();
  // Once per payment: re-renders and StrictMode's second effect run neither log nor cancel again.
  const cancelled = useRef<string | null>(null);
  useEffect(() => {
    if (cancelled.current === paymentId) return;
    cancelled.current = paymentId;
    console.error(
      `Refused a ${REFUSED_WHAT[reason]} to a URL the URL policy does not allow, from the server; payment ${paymentId} is cancelled.`,
    );
    dispatch(
      paymentOutcomeApi.endpoints.cancelPayment.initiate({ paymentId, reason }, { track: false }),
    )
      .unwrap()
      .then(
        (payment) => {
          setStatus(payment.status);
        },
        () => {
          // Not cancelled (network): the player still sees "not completed", the history may differ.
        },
      );
  }, [dispatch, paymentId, reason]);
  return status;
}

/**
 * A provider URL the URL policy refused (common/lib/urlPolicy.ts): the payment stays on screen with
 * what happened and two ways forward, another method or support. The page does not move. The
 * payment is cancelled at the back end; should it have succeeded already, the screen says so
 * instead: one outcome, the back end's, as the history shows it.
 */
export function RefusedUrl({
  payment,
  reason,
  onChooseMethod,
  onDone,
}: {
  payment: RefusedPayment;
  reason: CancelReason;
  onChooseMethod: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useRefusedPaymentCancel(payment.paymentId, reason);
  if (status === 'success') {
    return (
      <Notice
        tone="success"
        title={t('payments.result.frameSuccessTitle')}
        action={{ label: t('payments.result.again'), onClick: onDone }}
      >
        {t('payments.result.frameSuccessBody')}
      </Notice>
    );
  }
  return (
    <Notice
      tone="error"
      title={t('payments.result.redirectRefused')}
      action={{ label: t('payments.errors.next.chooseMethod'), onClick: onChooseMethod }}
    >
      <p>{t('payments.result.redirectRefusedBody')}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          dispatch(supportRequested({ methodId: payment.methodId, code: 'UNSAFE_PROVIDER_URL' }))
        }
      >
        {t('payments.errors.next.contactSupport')}
      </button>
    </Notice>
  );
}
