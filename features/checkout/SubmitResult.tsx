import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Notice } from '@common/ui/Notice';
import { ServerDetail } from '@common/ui/ServerDetail';
import { serverNow } from '@common/lib/serverClock';
import type { ShownResult } from '@contract/payments/payment';
import { expectedOfPaid, useSettledPayment } from '@features/liveUpdates';
import type { PaymentAction } from '@contract/payments/lists';
import { notifyOutcome } from './notifyOutcomes';
import type { PaidAmounts } from '@features/payments';
import type { ShownNotification } from '@features/paymentForm';
import type { InFlightPayment, PendingRedirect } from './pendingRedirect';
import { submitOutcome } from '@features/payments';
import { lazyComponent } from '@common/ui/lazyComponent';
import { useNotificationShown } from '@features/paymentForm';
import {
  CryptoDepositResult,
  depositInstructionsOf,
  useDoneForgettingDeposit,
} from './CryptoDepositResult';
import { IframeResult, RedirectResult } from './FrameResult';
import { ResultPaymentProvider, ResultReceipt } from './Receipt';
import styles from './SubmitResult.module.css';
import { focusedElementNear } from '@common/ui/focus';

type ShownStatus = ShownResult['status'];
type ResultOf<S extends ShownStatus> = Extract<ShownResult, { status: S }>;

export interface SubmitResultProps {
  /** What the player was doing: the result is told in its words ("Deposit declined"). */
  action: PaymentAction;
  /** The method paid with (named in the widget's events). */
  methodId: string;
  result: ShownResult;
  /** The amounts submitted, shown under the result of a payment the back end took. */
  paid?: PaidAmounts | null;
  /** Back to an empty form for another payment. */
  onDone: () => void;
  /** Back to the methods, to pay another way (a refused provider URL); `onDone` when not given. */
  onChooseMethod?: () => void;
  /**
   * Keeps the payment for the player's return (`usePaymentAttempt.keepForReturn`), and returns it:
   * called just before the page leaves for a provider (a followed `user_redirected`), or before
   * an `iframe_opened` page that could not be framed opens in a new window.
   */
  onLeave?: () => PendingRedirect | null;
}

const METAMASK_DOWNLOAD = 'https://metamask.io/download/';

/** Takes focus when it replaces the form, so keyboard and screen-reader users land on the result. */
function ResultRegion({ children }: { children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    // A dialog opened inside (the provider's page) has taken focus already: leave it there.
    if (element && !element.contains(focusedElementNear(element))) element.focus();
  }, []);
  return (
    <div ref={region} tabIndex={-1} className={styles.region}>
      {children}
    </div>
  );
}

/** A result told in a notice: its tone, title and body (the next step is "again"). */
interface NoticeSpec {
  tone: 'success' | 'info' | 'warning' | 'error';
  title: string;
  body: ReactNode;
}

/**
 * What a result shows: the message it announces by itself, and either a notice (rendered in one
 * place, so a live update that settles the payment replaces it in the same live region) or a view
 * of its own (a redirect, a provider dialog).
 */
type ResultView<S extends ShownStatus> = {
  /** The notification (`spi-notification`, live region); none for redirects and provider dialogs. */
  notification: (
    result: ResultOf<S>,
    t: TFunction,
    action: PaymentAction,
  ) => ShownNotification | null;
} & (
  | { notice: (result: ResultOf<S>, t: TFunction, action: PaymentAction) => NoticeSpec }
  | { View: (props: ViewProps<S>) => ReactNode }
);

interface ViewProps<S extends ShownStatus> {
  action: PaymentAction;
  methodId: string;
  /** The amounts submitted (what a live update or the back end's answer must agree with). */
  paid: PaidAmounts | null;
  result: ResultOf<S>;
  onDone: () => void;
  onChooseMethod: () => void;
  onLeave?: (() => PendingRedirect | null) | undefined;
}

/**
 * Every submit status a player can see → what they see and the next step, in one table
 * (TypeScript checks that no status is missing).
 */
const RESULT_VIEWS = {
  notify: {
    // The cashier's own line for the severity (submit/notifyOutcomes.ts); the server's message,
    // free text in the provider's language, only as a detail below it.
    notification: (result, t, action) => {
      const outcome = notifyOutcome(action, result.severity, !!result.depositInstructions);
      return {
        severity: outcome.tone,
        code: result.status,
        message: t(outcome.body),
        paymentId: result.paymentId,
      };
    },
    notice: (result, t, action) => {
      const outcome = notifyOutcome(action, result.severity, !!result.depositInstructions);
      return {
        tone: outcome.tone,
        title: t(outcome.title),
        body: (
          <>
            <p>{t(outcome.body)}</p>
            <ServerDetail label={t('payments.outcome.detail')} text={result.message} />
          </>
        ),
      };
    },
  },
  user_redirected: {
    notification: () => null,
    View: ({ action, methodId, result, onDone, onChooseMethod, onLeave }) => (
      <RedirectResult
        url={result.redirectUrl}
        payment={{ action, methodId, paymentId: result.paymentId }}
        onDone={onDone}
        onChooseMethod={onChooseMethod}
        onLeave={onLeave}
      />
    ),
  },
  iframe_opened: {
    notification: () => null,
    View: ({ action, methodId, paid, result, onDone, onChooseMethod, onLeave }) => (
      <IframeResult
        url={result.iframeUrl}
        payment={{ action, methodId, paymentId: result.paymentId }}
        paid={paid}
        onDone={onDone}
        onChooseMethod={onChooseMethod}
        onLeave={onLeave}
      />
    ),
  },
  install_metamask: {
    notification: (result, t) => ({
      severity: 'warning',
      code: result.status,
      message: t('payments.result.metamaskBody'),
    }),
    notice: (_result, t) => ({
      tone: 'warning',
      title: t('payments.result.metamaskTitle'),
      body: (
        <>
          {t('payments.result.metamaskBody')}{' '}
          <a href={METAMASK_DOWNLOAD} target="_blank" rel="noopener noreferrer">
            {METAMASK_DOWNLOAD}
          </a>
        </>
      ),
    }),
  },
  unknown: {
    notification: (result, t) => ({
      severity: 'info',
      code: result.status,
      message: t('payments.result.unknownBody'),
      ...(result.paymentId === undefined ? {} : { paymentId: result.paymentId }),
    }),
    notice: (_result, t) => ({
      tone: 'info',
      title: t('payments.result.unknownTitle'),
      body: t('payments.result.unknownBody'),
    }),
  },
} as const satisfies { [S in ShownStatus]: ResultView<S> };

// Found by its key and followed as a payment come back to (PaymentReturn's chunk).
const PaymentByKey = lazyComponent(
  () => import('./PaymentReturn').then((module) => module.PaymentByKey),
  { label: 'payments.form.loading', rows: 2 },
);

/**
 * A payment this form sent whose answer could not be read (a proxy's page, cut-off JSON, a status
 * the cashier does not know) or that the back end answered `unknown`: never a failure. "We couldn't
 * confirm this payment yet" while the back end is asked by its idempotency key, with backoff, until
 * it says; then its outcome, as for a payment come back to (submit/InFlightReturn.tsx).
 */
export function UnconfirmedResult({
  payment,
  onDone,
}: {
  payment: InFlightPayment;
  /** Back to an empty form (the kept payment is then forgotten). */
  onDone: () => void;
}) {
  return (
    <ResultRegion>
      <PaymentByKey payment={payment} onDone={onDone} returning={false} />
    </ResultRegion>
  );
}

/** The table's row for a result, typed for that result's status. */
function viewOf<S extends ShownStatus>(result: ResultOf<S>): ResultView<S> {
  return RESULT_VIEWS[result.status] as unknown as ResultView<S>;
}

/** What happened after a submit, for every submit status (contract/payments/lists.ts), with a way forward for each. */
export function SubmitResult(props: SubmitResultProps) {
  const { t } = useTranslation();
  const settled = useSettledPayment(props.result, expectedOfPaid(props.paid));
  const onDone = useDoneForgettingDeposit(props.result, props.onDone);
  // The receipt's time on the back end's clock, as a kept payment's (common/lib/serverClock.ts).
  const [shownAt] = useState(() => serverNow());
  const { paid, result } = props;
  const paymentId = 'paymentId' in result ? result.paymentId : undefined;
  useNotificationShown(
    settled
      ? {
          severity: settled.tone,
          code: 'payment_status_changed',
          message: settled.body,
          paymentId: settled.paymentId,
        }
      : viewOf(props.result).notification(props.result, t, props.action),
  );
  return (
    <ResultRegion>
      <ResultPaymentProvider
        payment={paid && paymentId !== undefined ? { ...paid, paymentId, at: shownAt } : null}
      >
        <ResultContent {...props} onDone={onDone} />
      </ResultPaymentProvider>
    </ResultRegion>
  );
}

function ResultContent({
  action,
  methodId,
  result,
  paid,
  onDone,
  onChooseMethod = onDone,
  onLeave,
}: SubmitResultProps) {
  const { t } = useTranslation();
  const row = viewOf(result);
  // A payment left open (pending crypto deposit, unknown outcome) that the live-updates socket
  // settled: the same Notice in the same place, so its live region announces the change.
  const settled = useSettledPayment(result, expectedOfPaid(paid));
  const notice: NoticeSpec | null = settled
    ? { tone: settled.tone, title: settled.title, body: settled.body }
    : 'notice' in row
      ? row.notice(result, t, action)
      : null;
  if (notice) {
    const instructions = settled ? undefined : depositInstructionsOf(result);
    const failed = settled ? settled.status !== 'success' : submitOutcome(result) === 'refused';
    return (
      <>
        <Notice
          tone={notice.tone}
          title={notice.title}
          action={{ label: t('payments.result.again'), onClick: onDone }}
        >
          {notice.body}
        </Notice>
        {instructions && <CryptoDepositResult instructions={instructions} keep={onLeave} />}
        <ResultReceipt notCharged={failed} />
      </>
    );
  }
  if (!('View' in row)) return null;
  const { View } = row;
  return (
    <View
      action={action}
      methodId={methodId}
      paid={paid ?? null}
      result={result}
      onDone={onDone}
      onChooseMethod={onChooseMethod}
      onLeave={onLeave}
    />
  );
}
