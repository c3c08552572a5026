import type { NotifySeverity, PaymentAction } from '@contract/payments/lists';

export interface NotifyOutcome {
  tone: NotifySeverity;
  /** The cashier's own words, in the player's language: the line the result leads with. */
  title: string;
  body: string;
}

/**
 * A `notify` answer's severity → what the player is told, per action. The server's `message` is
 * free text in whatever language the provider wrote it: it is shown only below this, as a detail
 * (submit/SubmitResult.tsx). Exhaustive: TypeScript checks every action and severity has a line.
 *
 * - `success`: the payment went through ("Deposit complete", "Cash-out accepted");
 * - `info`: taken, outcome to come ("We've received your deposit request");
 * - `warning`: taken, but slower or unsure ("We've received your request", check the history);
 * - `error`: refused ("Deposit declined"), nothing charged.
 */
const NOTIFY_OUTCOMES = {
  deposit: {
    success: {
      tone: 'success',
      title: 'payments.outcome.deposit.success.title',
      body: 'payments.outcome.deposit.success.body',
    },
    info: {
      tone: 'info',
      title: 'payments.outcome.deposit.info.title',
      body: 'payments.outcome.deposit.info.body',
    },
    warning: {
      tone: 'warning',
      title: 'payments.outcome.deposit.warning.title',
      body: 'payments.outcome.deposit.warning.body',
    },
    error: {
      tone: 'error',
      title: 'payments.outcome.deposit.error.title',
      body: 'payments.outcome.deposit.error.body',
    },
  },
  cashout: {
    success: {
      tone: 'success',
      title: 'payments.outcome.cashout.success.title',
      body: 'payments.outcome.cashout.success.body',
    },
    info: {
      tone: 'info',
      title: 'payments.outcome.cashout.info.title',
      body: 'payments.outcome.cashout.info.body',
    },
    warning: {
      tone: 'warning',
      title: 'payments.outcome.cashout.warning.title',
      body: 'payments.outcome.cashout.warning.body',
    },
    error: {
      tone: 'error',
      title: 'payments.outcome.cashout.error.title',
      body: 'payments.outcome.cashout.error.body',
    },
  },
} as const satisfies Record<PaymentAction, Record<NotifySeverity, NotifyOutcome>>;

/**
 * A pending crypto deposit (a `notify` answer with `depositInstructions`): waiting for the
 * player's transfer, whatever its severity says.
 */
const AWAITING_TRANSFER = {
  tone: 'info',
  title: 'payments.receipt.waitingTitle',
  body: 'payments.receipt.waitingBody',
} as const satisfies NotifyOutcome;

export type NotifyOutcomeKey =
  | (typeof NOTIFY_OUTCOMES)[PaymentAction][NotifySeverity]['title' | 'body']
  | (typeof AWAITING_TRANSFER)['title' | 'body'];

/** The translation keys a `notify` answer is told with (see {@link NOTIFY_OUTCOMES}). */
export function notifyOutcome(
  action: PaymentAction,
  severity: NotifySeverity | undefined,
  awaitingTransfer = false,
): { tone: NotifySeverity; title: NotifyOutcomeKey; body: NotifyOutcomeKey } {
  return awaitingTransfer ? AWAITING_TRANSFER : NOTIFY_OUTCOMES[action][severity ?? 'info'];
}
