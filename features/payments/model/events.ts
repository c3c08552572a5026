import { createAction } from '@reduxjs/toolkit';
import type {
  LimitPeriod,
  PaymentAction,
  RestrictionKind,
  VerificationStatus,
  WalletKind,
} from '@contract/payments/lists';

/**
 * Things that happened in the cashier, as Redux actions named as events, not commands. They carry
 * ids, names, statuses and amounts only — never a typed value — so the tracker and the embedded
 * widget's `spi-*` events (src/joins/widgetEvents) can map them without seeing a secret.
 */

/** A method's form is on screen (after its fields loaded). Field *names*, never values. */
export const paymentFormRendered = createAction<{
  action: PaymentAction;
  methodId: string;
  currency: string;
  fieldNames: string[];
}>('payments/formRendered');

/** The player was shown a message: a submit result, a refusal, a live status change. */
export const notificationShown = createAction<{
  severity: 'success' | 'info' | 'warning' | 'error';
  /** A stable code: the payment error type, the submit status, or `payment_status_changed`. */
  code: string;
  /** The text as shown to the player (already translated). */
  message: string;
  paymentId?: string;
}>('payments/notificationShown');

/** The cashier is about to send the player to a provider's page (http(s) URLs only). */
export const providerRedirectStarted = createAction<{
  methodId: string;
  paymentId: string;
  url: string;
}>('payments/providerRedirectStarted');

/** The provider's iframe dialog (3-D Secure, hosted page) was closed. */
export const paymentPopupClosed = createAction<{
  methodId: string;
  paymentId: string;
  /** `completed`: the provider reported a result; `dismissed`: the player closed it. */
  reason: 'completed' | 'dismissed';
}>('payments/paymentPopupClosed');

/** The live-updates WebSocket opened or closed. */
export const liveConnectionChanged = createAction<{
  connected: boolean;
  /** Reconnection attempt number: 0 for the first connection. */
  attempt: number;
}>('payments/liveConnectionChanged');

/** The back end pushed a payment's new status over the live-updates socket. */
export const paymentStatusUpdated = createAction<{
  paymentId: string;
  status: 'pending' | 'success' | 'failed' | 'cancelled';
  action: PaymentAction;
  methodId: string;
  amount: string;
  currency: string;
}>('payments/paymentStatusUpdated');

/** The fast-deposit modal closed. */
export const fastDepositClosed = createAction<{
  /** `completed`: after a deposit went through; `dismissed`: closed by the player. */
  reason: 'completed' | 'dismissed';
}>('payments/fastDepositClosed');

/**
 * The player asked for support from a refusal only support can resolve (verification required):
 * the app opens its support page (src/joins/supportNavigation.ts).
 */
export const supportRequested = createAction<{ methodId: string; code: string }>(
  'payments/supportRequested',
);

/**
 * A deposit went over what remains of a deposit limit: the amount check refused it (`amount_check`)
 * or the back end did (`server`, a `DEPOSIT_LIMIT_EXCEEDED` refusal naming the limit).
 */
export const depositLimitReached = createAction<{
  period: LimitPeriod;
  currency: string;
  /** What remains of the limit, a decimal string. */
  remaining: string;
  source: 'amount_check' | 'server';
}>('payments/depositLimitReached');

/**
 * The deposit screen showed deposits blocked: by a cool-off or self-exclusion, or by a deposit
 * limit with nothing usable left for its period (`deposit_limit`, with that `period`).
 */
export const depositsBlocked = createAction<{
  kind: RestrictionKind | 'deposit_limit';
  /** When it ends (ISO 8601; a limit's reset); absent for an indefinite self-exclusion. */
  until?: string;
  /** `deposit_limit`: the period of the used-up limit. */
  period?: LimitPeriod;
}>('payments/depositsBlocked');

/**
 * The cashier showed the identity check before the form: every cash-out waits for it (`cashout`)
 * or deposits above an amount do (`deposit`). `status` is where the check stands.
 */
export const verificationPromptShown = createAction<{
  gate: VerificationGate;
  status: VerificationStatus;
}>('payments/verificationPromptShown');

/**
 * The player uploaded an identity document and the back end took it; `status` is where the check
 * stands now (usually `pending`). Never the document, its name or its type.
 */
export const verificationDocumentUploaded = createAction<{ status: VerificationStatus }>(
  'payments/verificationDocumentUploaded',
);

/** The identity check changed state: a live update (`live`) or the answer to an upload (`upload`). */
export const verificationStatusChanged = createAction<{
  status: VerificationStatus;
  source: 'live' | 'upload';
}>('payments/verificationStatusChanged');

/**
 * A wallet method's form ended without sending a payment: the browser cannot pay with the wallet
 * (`unavailable`), the player closed its sheet (`cancelled`), or the sheet could not open or gave
 * no token (`failed`). A payment sent with the token is the submit's own events. Never the token.
 */
export const walletOutcome = createAction<{
  methodId: string;
  wallet: WalletKind;
  outcome: 'unavailable' | 'cancelled' | 'failed';
}>('payments/walletOutcome');

/**
 * The player asked to see a payment in the transaction history (a result's receipt): the app opens
 * the history at that payment's row (src/joins/historyNavigation.ts).
 */
export const paymentHistoryRequested = createAction<{ paymentId: string }>(
  'payments/historyRequested',
);

/**
 * What a verification gate holds back: every cash-out, or deposits above an amount
 * (rules/verification.ts decides it).
 */
export type VerificationGate = 'cashout' | 'deposit';
