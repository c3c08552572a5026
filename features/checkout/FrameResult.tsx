import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import { toServerUrl } from '@common/lib/urlPolicy';
import { useUrlPolicy } from '@common/lib/UrlPolicyContext';
import { useCashierId } from '@common/lib/CashierIdContext';
import { usePageRestored } from '@common/lib/pageRestored';
import { paymentPopupClosed, providerRedirectStarted } from '@features/payments';
import { lazyComponent } from '@common/ui/lazyComponent';
import { useNotificationShown } from '@features/paymentForm';
import { expectedOfPaid, useSettledPaymentOf } from '@features/liveUpdates';
import type { DialogCloseStatus, PaidAmounts } from '@features/payments';
import type { PaymentAction } from '@contract/payments/lists';
import type { PendingRedirect } from './pendingRedirect';
import { forgetPendingRedirect } from './pendingRedirectStore';
import { ResultReceipt } from './Receipt';
import { navigation } from './navigation';
import { RefusedUrl } from './RefusedUrl';
import styles from './SubmitResult.module.css';

/**
 * The results that send the player to a provider's page, by redirect (`user_redirected`) or in a
 * dialog (`iframe_opened`), and the refusal of a provider URL the URL policy did not accept
 * (submit/SubmitResult.tsx shows them).
 */

// The provider's iframe dialog is in its own chunk, loaded when a result opens it (docs/budgets-and-benchmarks.md).
const ProviderFrameDialog = lazyComponent(
  () => import('./ProviderFrameDialog').then((module) => module.ProviderFrameDialog),
  { label: 'payments.form.loading' },
);
// A payment continued in a new window is shown as one come back to from a redirect (its own chunk).
const PaymentReturn = lazyComponent(
  () => import('./PaymentReturn').then((module) => module.PaymentReturn),
  { label: 'payments.form.loading', rows: 2 },
);

interface PaymentRef {
  action: PaymentAction;
  methodId: string;
  paymentId: string;
}

/** A result that sends the player to the provider: by redirect, or in a dialog. */
export interface ProviderResultProps {
  url: string;
  payment: PaymentRef;
  /** The amounts submitted: what the back end's answer and live updates are checked against. */
  paid?: PaidAmounts | null;
  onDone: () => void;
  onChooseMethod: () => void;
  onLeave?: (() => PendingRedirect | null) | undefined;
}

/** Closed by the player before the provider answered: the challenge was not completed. */
const FRAME_CLOSED = {
  tone: 'info',
  title: 'payments.result.frameClosedTitle',
  body: 'payments.result.frameClosedBody',
} as const;

/**
 * The payment of a provider dialog, as `PaymentReturn` follows it at the back end once the page
 * said it ended: the amounts submitted (the back end's answer decides what is shown).
 */
function framedPayment(payment: PaymentRef, paid: PaidAmounts | null): PendingRedirect {
  return {
    paymentId: payment.paymentId,
    action: payment.action,
    methodId: payment.methodId,
    methodName: paid?.methodName ?? '',
    amount: paid?.amounts.amount ?? '',
    currency: paid?.amounts.currency ?? '',
    leftAt: Date.now(),
    ...(paid?.amounts.fee == null ? {} : { fee: paid.amounts.fee }),
    ...(paid?.amounts.total == null ? {} : { total: paid.amounts.total }),
  };
}

/**
 * `iframe_opened`: the provider's page in a dialog. What the page posts when it ends (`success`,
 * `failure`) is only a hint: the dialog closes and the payment's status is asked of the back end
 * (`PaymentReturn`, polled and live), whose answer is what the player is told. Closed by the
 * player: "not completed" until a live update agreeing with the payment gives its final status.
 */
export function IframeResult({
  url,
  payment,
  paid = null,
  onDone,
  onChooseMethod,
  onLeave,
}: ProviderResultProps) {
  const policy = useUrlPolicy();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cashierId = useCashierId();
  const [closedWith, setClosedWith] = useState<DialogCloseStatus | null>(null);
  /** The payment kept before its page opened in a new window (ProviderFrameDialog.tsx). */
  const kept = useRef<PendingRedirect | null>(null);
  /** Set once the page opened in a new window: this tab then shows the payment's status. */
  const [elsewhere, setElsewhere] = useState<PendingRedirect | null>(null);
  // Holds the notice before and after the dialog: focus comes back here when the dialog closes.
  const region = useRef<HTMLDivElement>(null);
  /** The provider's page said it ended: the payment, followed at the back end from then on. */
  const [hinted, setHinted] = useState<PendingRedirect | null>(null);
  const { action, methodId, paymentId } = payment;
  const onClose = useCallback(
    (status: DialogCloseStatus) => {
      // Kept for a new window the browser blocked, then closed here: nothing left to come back to.
      if (kept.current) forgetPendingRedirect(cashierId);
      kept.current = null;
      setClosedWith(status);
      if (status !== 'unknown') setHinted(framedPayment({ action, methodId, paymentId }, paid));
      const reason = status === 'unknown' ? 'dismissed' : 'completed';
      dispatch(paymentPopupClosed({ methodId, paymentId, reason }));
    },
    [dispatch, action, methodId, paymentId, cashierId, paid],
  );
  const leave = useCallback(() => {
    kept.current = onLeave?.() ?? null;
  }, [onLeave]);
  const openedElsewhere = useCallback(() => {
    if (kept.current) setElsewhere(kept.current);
    // No payment kept (no way to keep it here): its outcome is unknown to this tab.
    else setClosedWith('unknown');
  }, []);
  const leaveReturn = useCallback(() => {
    forgetPendingRedirect(cashierId);
    onDone();
  }, [onDone, cashierId]);
  // Closed by the player: once known (live updates), the payment's final status replaces "not
  // completed". A provider page's own word only sends the cashier to ask the back end.
  const dismissed = closedWith === 'unknown';
  const settled = useSettledPaymentOf(dismissed ? paymentId : undefined, expectedOfPaid(paid));
  const outcome = settled
    ? { tone: settled.tone, title: settled.title, body: settled.body }
    : dismissed
      ? { tone: FRAME_CLOSED.tone, title: t(FRAME_CLOSED.title), body: t(FRAME_CLOSED.body) }
      : null;
  useNotificationShown(
    dismissed && !settled
      ? {
          severity: FRAME_CLOSED.tone,
          code: 'popup_unknown',
          message: t(FRAME_CLOSED.body),
          paymentId,
        }
      : null,
  );
  const safe = toServerUrl(url, policy);
  if (!safe) {
    return (
      <RefusedUrl
        payment={payment}
        reason="unsafe_frame_url"
        onChooseMethod={onChooseMethod}
        onDone={onDone}
      />
    );
  }
  return (
    <div ref={region} tabIndex={-1} className={styles.region}>
      {elsewhere ? (
        <PaymentReturn payment={elsewhere} elsewhere onDone={leaveReturn} />
      ) : hinted ? (
        <PaymentReturn payment={hinted} confirming onDone={onDone} />
      ) : outcome === null ? (
        <>
          <Notice tone="info" title={t('payments.result.frameOpen')} />
          <ProviderFrameDialog
            url={safe}
            onClose={onClose}
            restoreFocus={() => region.current}
            onLeave={leave}
            onOpenedElsewhere={openedElsewhere}
          />
        </>
      ) : (
        <>
          <Notice
            tone={outcome.tone}
            title={outcome.title}
            action={{ label: t('payments.result.again'), onClick: onDone }}
          >
            {outcome.body}
          </Notice>
          <ResultReceipt notCharged={(settled?.status ?? closedWith) !== 'success'} />
        </>
      )}
    </div>
  );
}

/** `user_redirected`: follows the provider's URL once, when the URL policy accepts it. */
export function RedirectResult({
  url,
  payment,
  onDone,
  onChooseMethod,
  onLeave,
}: ProviderResultProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const policy = useUrlPolicy();
  const safe = useMemo(() => toServerUrl(url, policy), [url, policy]);
  const cashierId = useCashierId();
  const { methodId, paymentId } = payment;
  const followed = useRef<URL | null>(null);
  /** The payment kept as the page left for the provider. */
  const kept = useRef<PendingRedirect | null>(null);
  /** Set when the browser showed this page again from its back-forward cache (Back). */
  const [restored, setRestored] = useState<PendingRedirect | null>(null);
  // Once per result: a second assign() would abort the navigation already under way (the ref
  // also covers StrictMode's second effect run).
  useEffect(() => {
    // A refused URL: RefusedUrl logs it and cancels the payment, once.
    if (!safe) return;
    if (followed.current === safe) return;
    followed.current = safe;
    dispatch(providerRedirectStarted({ methodId, paymentId, url: safe.href }));
    kept.current = onLeave?.() ?? null;
    navigation.assign(safe);
  }, [safe, dispatch, methodId, paymentId, onLeave]);
  // Back from the provider's page to this page as it was left (Chromium, WebKit): no script starts
  // again and "Taking you to the payment provider" would stay for good. The payment is followed as
  // one come back to instead: asked for at once, live updates and all (submit/PaymentReturn.tsx).
  // A restored page that cannot draw it (WebKit, common/lib/pageRestored.ts) is loaded anew, which
  // shows the kept payment the same way.
  usePageRestored(() => {
    if (kept.current) setRestored(kept.current);
  });
  if (restored) {
    return (
      <PaymentReturn
        payment={restored}
        onDone={() => {
          forgetPendingRedirect(cashierId);
          onDone();
        }}
      />
    );
  }
  if (!safe) {
    return (
      <RefusedUrl
        payment={payment}
        reason="unsafe_redirect_url"
        onChooseMethod={onChooseMethod}
        onDone={onDone}
      />
    );
  }
  return (
    <Notice tone="info" title={t('payments.result.redirecting')}>
      <a href={safe.href} rel="noopener noreferrer">
        {t('payments.result.redirectLink')}
      </a>
    </Notice>
  );
}
