import { useEffect, useState } from 'react';
import { useFirstDefined } from '@common/lib/useFirstDefined';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { useCashierId } from '@common/lib/CashierIdContext';
import { Notice } from '@common/ui/Notice';
import { Spinner } from '@common/ui/Spinner';
import { CryptoDepositInstructions } from '@common/ui/CryptoDepositInstructions';
import { Receipt } from './Receipt';
import {
  useGetPaymentQuery,
  supportRequested,
  formatMoney,
  isFinalStatus,
  readPaymentCheck,
} from '@features/payments';
import { useNotificationShown } from '@features/paymentForm';
import { useLivePaymentOf } from '@features/liveUpdates';
import type { FinalPaymentStatus } from '@features/payments';
import type { InFlightPayment, PendingRedirect } from './pendingRedirect';
import { isInFlight, readPendingRedirect } from './pendingRedirect';
import { InFlightReturn } from './InFlightReturn';
import { useAskAgain } from './useAskAgain';
import { confirmedPayment, useDropUnconfirmed } from './confirmedPayment';
import { Sentence } from '@common/ui/Isolated';
import styles from './PaymentReturn.module.css';

/** While the payment is pending, its status is asked for again this often (live updates aside). */
export const RETURN_POLL_MS = 5000;

type ReturnStatus = 'pending' | 'success' | 'failed' | 'lost' | 'unconfirmed';

/**
 * The payment this cashier kept across a redirect, read and checked (submit/pendingRedirect.ts) and
 * shown; a kept value that is not a valid recent payment ends at once (`onDone`). Its own chunk: the
 * first screen loads it only when this cashier kept something (submit/pendingRedirectStore.ts).
 */
export function KeptPaymentReturn({ onDone }: { onDone: () => void }) {
  const cashierId = useCashierId();
  const [payment] = useState(() => readPendingRedirect(cashierId));
  useEffect(() => {
    if (payment === null) onDone();
  }, [payment, onDone]);
  if (payment === null) return null;
  // A payment left while it was sending: found by its key first (submit/InFlightReturn.tsx).
  if (isInFlight(payment)) return <PaymentByKey payment={payment} onDone={onDone} />;
  return <PaymentReturn payment={payment} onDone={onDone} />;
}

/**
 * A payment whose submit answer was not read (the page left, or the answer could not be read):
 * found by its idempotency key (submit/InFlightReturn.tsx), then followed as a payment come back
 * to. `returning`: the player comes back to it (false: the form they are on just sent it).
 */
export function PaymentByKey({
  payment,
  onDone,
  returning = true,
}: {
  payment: InFlightPayment;
  onDone: () => void;
  returning?: boolean;
}) {
  return (
    <InFlightReturn payment={payment} onDone={onDone} returning={returning}>
      {(found) => <PaymentReturn payment={found} onDone={onDone} />}
    </InFlightReturn>
  );
}

/**
 * The payment a player comes back to from a provider's page (submit/pendingRedirect.ts): pending,
 * updated live and by asking the back end, then success or failure with the next step. The
 * cashier shows it instead of an empty form until the player goes on. Only the back end's
 * well-formed answers (and the live updates) decide: an answer it cannot read is "not confirmed
 * yet", asked again with backoff (`useAskAgain`); the first final status shown stays, and nothing
 * more is asked. A page restored from the back-forward cache asks again at once. Also the payment whose
 * provider page the player continued in a new window (submit/ProviderFrameDialog.tsx), in the tab
 * they stayed in (`elsewhere`), and the payment of a provider dialog whose page said it ended
 * (`confirming`: its word is only a hint, submit/FrameResult.tsx).
 *
 * The kept payment is only a reference: what is shown is the back end's answer about it, its
 * amount, currency and status (confirmedPayment.ts), and live updates only when they agree with
 * that answer. One the back end does not confirm as this player's (its `404`, or an answer about
 * another payment) is dropped and never shown.
 */
export function PaymentReturn({
  payment,
  onDone,
  elsewhere = false,
  confirming = false,
}: {
  payment: PendingRedirect;
  /** The player goes on to the cashier (the kept payment is then forgotten). */
  onDone: () => void;
  /** The provider's page is open in another window: the player never left this one. */
  elsewhere?: boolean;
  /** A provider dialog's page said it ended: nothing is kept, the back end is asked. */
  confirming?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  /** Asked every 5 s while the payment is pending; not once it ended, nor while unreadable. */
  const [polling, setPolling] = useState(true);
  const query = useGetPaymentQuery(payment.paymentId, {
    pollingInterval: polling ? RETURN_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const { data, isFetching, refetch } = query;
  const check = readPaymentCheck(query);
  // The back end's word about the kept payment, or null while there is none (or it names another).
  const confirmed = data === undefined ? null : confirmedPayment(payment, data);
  const foreign = check.reading === 'notFound' || (data !== undefined && confirmed === null);
  useDropUnconfirmed(foreign, payment.paymentId, !confirming);
  const liveStatus = useLivePaymentOf(payment.paymentId, confirmed)?.status;
  const polled = check.reading === 'found' && confirmed ? check.payment.status : undefined;
  const seenFinal: FinalPaymentStatus | undefined =
    liveStatus !== undefined && isFinalStatus(liveStatus)
      ? liveStatus
      : polled !== undefined && isFinalStatus(polled)
        ? polled
        : undefined;
  // The first final status shown is the payment's outcome: a later answer never replaces it.
  const settledStatus = useFirstDefined(seenFinal);
  const status: ReturnStatus =
    settledStatus === 'success'
      ? 'success'
      : settledStatus === 'failed' || settledStatus === 'cancelled'
        ? 'failed'
        : confirmed !== null
          ? 'pending'
          : foreign
            ? 'lost'
            : check.reading === 'unconfirmed'
              ? 'unconfirmed'
              : 'pending';
  const keepPolling = settledStatus === undefined && check.reading === 'found' && !foreign;
  if (keepPolling !== polling && check.reading !== 'asking') setPolling(keepPolling);
  useAskAgain(check, query, settledStatus !== undefined);

  // The back end's amount once it answered; until then (or unreadable) what the player sent.
  const described = confirmed ?? payment;
  const values = {
    method: described.methodName,
    amount: formatMoney(described.amount, described.currency, i18n.language),
  };
  const texts = {
    pending: {
      tone: 'info',
      title: t(
        elsewhere
          ? 'payments.return.elsewhereTitle'
          : confirming
            ? 'payments.return.confirmingTitle'
            : 'payments.return.pendingTitle',
      ),
      // No amount before the back end's: a kept copy's could be anything.
      body: confirmed ? t('payments.return.pendingBody', values) : '',
    },
    success: {
      tone: 'success',
      title: t('payments.return.successTitle'),
      body: t('payments.return.successBody', values),
    },
    failed: {
      tone: 'error',
      title: t('payments.return.failedTitle'),
      body: t('payments.return.failedBody', values),
    },
    lost: {
      tone: 'warning',
      title: t('payments.return.lostTitle'),
      body: t('payments.return.lostBody'),
    },
    unconfirmed: {
      tone: 'warning',
      title: t('payments.return.unconfirmedTitle'),
      body: t('payments.return.unconfirmedBody', values),
    },
  } as const satisfies Record<ReturnStatus, { tone: string; title: string; body: string }>;
  const shown = texts[status];

  useNotificationShown(
    status === 'pending'
      ? null
      : {
          severity: shown.tone,
          code:
            status === 'lost'
              ? 'payment_return_unknown'
              : status === 'unconfirmed'
                ? 'payment_unconfirmed'
                : 'payment_status_changed',
          message: shown.body,
          paymentId: payment.paymentId,
        },
  );

  return (
    <section className={styles.returned} aria-label={shown.title}>
      <Notice
        tone={shown.tone}
        title={shown.title}
        action={{
          label: t('payments.result.again'),
          onClick: onDone,
        }}
      >
        <p>
          {status === 'pending' && <Spinner />} <Sentence>{shown.body}</Sentence>
        </p>
        {(status === 'lost' || status === 'unconfirmed') && (
          <button
            type="button"
            className="button button-secondary"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {t('payments.return.checkAgain')}
          </button>
        )}
        {status === 'failed' && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              dispatch(
                supportRequested({ methodId: payment.methodId, code: 'PAYMENT_RETURN_FAILED' }),
              )
            }
          >
            {t('payments.errors.next.contactSupport')}
          </button>
        )}
      </Notice>
      {/* A crypto deposit still waiting for the transfer: where to send what, as the back end says. */}
      {status === 'pending' && data?.depositInstructions && (
        <CryptoDepositInstructions instructions={data.depositInstructions} />
      )}
      {confirmed && status !== 'lost' && status !== 'unconfirmed' && (
        <Receipt
          payment={{
            paymentId: confirmed.paymentId,
            action: confirmed.action,
            methodName: confirmed.methodName,
            amounts: {
              currency: confirmed.currency,
              amount: confirmed.amount,
              fee: confirmed.fee ?? null,
              total: confirmed.total ?? null,
            },
            at: data?.updatedAt ?? payment.leftAt,
          }}
          notCharged={status === 'failed'}
        />
      )}
    </section>
  );
}
