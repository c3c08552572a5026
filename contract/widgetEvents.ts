import type { PaymentAction } from './payments/lists';

/**
 * The widget event map: every `spi-*` event name and its payload type (docs/embedding.md);
 * src/joins/widgetEvents/ makes them of the cashier's actions. Each is dispatched as a
 * bubbling, composed `CustomEvent` on the widget element and, inside an iframe, posted to the
 * parent page. Payloads carry ids, names, codes and amounts only — never a value the player typed.
 */
export const SPI_EVENT_NAMES = [
  'spi-render-form',
  'spi-notification',
  'spi-change-payment-action',
  'spi-change-currency',
  'spi-change-language',
  'spi-accounts-updated',
  'spi-redirect',
  'spi-new-methods-available',
  'spi-payment-popup-closed',
  'spi-payment-submit',
  'spi-web-socket-connection',
  'spi-close-fast-deposit-modal',
  'spi-user-updated',
  'spi-session-expired',
  'spi-session-ended',
  'spi-deposit-limit-reached',
  'spi-deposits-blocked',
  'spi-verification-required',
  'spi-verification-document-uploaded',
  'spi-verification-status-changed',
  'spi-wallet-outcome',
] as const;

export type SpiEventName = (typeof SPI_EVENT_NAMES)[number];

/** `data.source` of every message the widget posts to its parent window. */
export const WIDGET_MESSAGE_SOURCE = 'cashier-widget';

/** A payment method's form is on screen. */
export interface SpiRenderFormDetail {
  /** `deposit` or `cashout`. */
  action: PaymentAction;
  /** The method whose form is shown, e.g. `card`. */
  methodId: string;
  /** The cashier currency, e.g. `EUR`. */
  currency: string;
  /** Names of the fields on screen, in order (never their values). */
  fieldNames: string[];
}

/** The player was shown a message about a payment (a result or a refusal). */
export interface SpiNotificationDetail {
  severity: 'success' | 'info' | 'warning' | 'error';
  /**
   * A stable code: the submit status (`notify`, `unknown`, `install_metamask`), the provider
   * dialog's outcome (`popup_success`, `popup_failure`, `popup_unknown`), or for a refusal the
   * payment error status, else its type (docs/http-api.md).
   */
  code: string;
  /** The text as shown to the player, in the player's language. */
  message: string;
  /** The payment it is about, when there is one. */
  paymentId?: string;
}

/** The player (or the host through a setter) switched between deposit and cash-out. */
export interface SpiChangePaymentActionDetail {
  action: PaymentAction;
}

/** The cashier currency changed. */
export interface SpiChangeCurrencyDetail {
  /** ISO 4217 or crypto code, e.g. `EUR`, `BTC`. */
  currency: string;
}

/** The widget's language changed. */
export interface SpiChangeLanguageDetail {
  /** One of the cashier's language codes: `en`, `de`, `es`, `pt-BR`, `fr`, `fi`, `tr`, `ar`. */
  language: string;
}

/** A saved payment detail (a saved card, say) was removed or appeared. */
export interface SpiAccountsUpdatedDetail {
  /** `removed`: the player deleted it; `added`: a methods list now shows one it did not before. */
  change: 'added' | 'removed';
  /** The saved profiles concerned, by id (never their labels, which show card digits). */
  profiles: { methodId: string; profileId: string }[];
}

/** The cashier is about to send the player to the provider's page. */
export interface SpiRedirectDetail {
  methodId: string;
  paymentId: string;
  /** The provider page's URL (http or https only). */
  url: string;
}

/** A methods list holds methods that the previous list for the same action and currency did not. */
export interface SpiNewMethodsAvailableDetail {
  action: PaymentAction;
  currency: string;
  /** Ids of the methods that are new (on the first load: all of them). */
  newMethodIds: string[];
  /** Ids of every method in the list now. */
  methodIds: string[];
}

/** The provider's dialog (3-D Secure, hosted page) closed. */
export interface SpiPaymentPopupClosedDetail {
  methodId: string;
  paymentId: string;
  /** `completed`: the provider reported a result; `dismissed`: the player closed it. */
  reason: 'completed' | 'dismissed';
}

/** A payment was sent to the back end. */
export interface SpiPaymentSubmitDetail {
  action: PaymentAction;
  methodId: string;
  currency: string;
  /** Decimal string in major units, e.g. `"50.00"`. */
  amount: string;
  /** Whether a saved payment detail was used. */
  savedProfile: boolean;
}

/** The live-updates WebSocket connected or disconnected. */
export interface SpiWebSocketConnectionDetail {
  connected: boolean;
  /** Reconnection attempt number: 0 for the first connection. */
  attempt: number;
}

/** The fast-deposit modal closed. */
export interface SpiCloseFastDepositModalDetail {
  /** `completed`: after a deposit went through; `dismissed`: closed by the player. */
  reason: 'completed' | 'dismissed';
}

/** The player's profile fields were saved (before a payment that asked for them). */
export interface SpiUserUpdatedDetail {
  /** Names of the saved fields (never their values). */
  fieldNames: string[];
}

/**
 * A request got a 401: the cashier asks the host's `getToken` for a new session and sends the
 * request once more (docs/embedding.md).
 */
export interface SpiSessionExpiredDetail {
  /** How the cashier authenticates: renew the session cookie, or hand `getToken` a new token. */
  credentials: 'cookies' | 'bearer';
}

/** No new session came, or it was refused too: the player must sign in again. */
export type SpiSessionEndedDetail = Record<string, never>;

/** A deposit went over what remains of a deposit limit (the amount check or the back end said so). */
export interface SpiDepositLimitReachedDetail {
  period: 'day' | 'week' | 'month';
  currency: string;
  /** What remains of the limit, a decimal string ("150.00"). */
  remaining: string;
  /** `amount_check`: the cashier's own check; `server`: a `DEPOSIT_LIMIT_EXCEEDED` refusal. */
  source: 'amount_check' | 'server';
}

/** The deposit screen shows deposits blocked by a cool-off, self-exclusion or used-up limit. */
export interface SpiDepositsBlockedDetail {
  kind: 'cool_off' | 'self_exclusion' | 'deposit_limit';
  /** When it ends (ISO 8601; a limit's reset); absent for an indefinite self-exclusion. */
  until?: string;
  /** `deposit_limit`: the period of the used-up limit. */
  period?: 'day' | 'week' | 'month';
}

/** Where the player's identity check stands. */
export type SpiVerificationStatus = 'verified' | 'pending' | 'required' | 'rejected';

/**
 * The cashier shows the identity check before the form: every cash-out waits for it (`cashout`)
 * or deposits above an amount do (`deposit`).
 */
export interface SpiVerificationRequiredDetail {
  gate: 'cashout' | 'deposit';
  status: SpiVerificationStatus;
}

/** The player uploaded an identity document (never its content, name or type). */
export interface SpiVerificationDocumentUploadedDetail {
  /** Where the check stands now, usually `pending`. */
  status: SpiVerificationStatus;
}

/** The identity check changed state: a live update (`live`) or an upload's answer (`upload`). */
export interface SpiVerificationStatusChangedDetail {
  status: SpiVerificationStatus;
  source: 'live' | 'upload';
}

/** A wallet method (Apple Pay, Google Pay) ended without sending a payment. */
export interface SpiWalletOutcomeDetail {
  methodId: string;
  wallet: 'googlepay' | 'applepay';
  /** The browser cannot pay with it, the player closed its sheet, or the sheet failed. */
  outcome: 'unavailable' | 'cancelled' | 'failed';
}

/** Every event's `detail`, by name. */
export interface SpiEventPayloads {
  'spi-render-form': SpiRenderFormDetail;
  'spi-notification': SpiNotificationDetail;
  'spi-change-payment-action': SpiChangePaymentActionDetail;
  'spi-change-currency': SpiChangeCurrencyDetail;
  'spi-change-language': SpiChangeLanguageDetail;
  'spi-accounts-updated': SpiAccountsUpdatedDetail;
  'spi-redirect': SpiRedirectDetail;
  'spi-new-methods-available': SpiNewMethodsAvailableDetail;
  'spi-payment-popup-closed': SpiPaymentPopupClosedDetail;
  'spi-payment-submit': SpiPaymentSubmitDetail;
  'spi-web-socket-connection': SpiWebSocketConnectionDetail;
  'spi-close-fast-deposit-modal': SpiCloseFastDepositModalDetail;
  'spi-user-updated': SpiUserUpdatedDetail;
  'spi-session-expired': SpiSessionExpiredDetail;
  'spi-session-ended': SpiSessionEndedDetail;
  'spi-deposit-limit-reached': SpiDepositLimitReachedDetail;
  'spi-deposits-blocked': SpiDepositsBlockedDetail;
  'spi-verification-required': SpiVerificationRequiredDetail;
  'spi-verification-document-uploaded': SpiVerificationDocumentUploadedDetail;
  'spi-verification-status-changed': SpiVerificationStatusChangedDetail;
  'spi-wallet-outcome': SpiWalletOutcomeDetail;
}

/** One event: its name and its typed detail. */
export type SpiEvent = {
  [N in SpiEventName]: { name: N; detail: SpiEventPayloads[N] };
}[SpiEventName];

/** What the widget posts to its parent window for each event. */
export interface SpiWidgetMessage<N extends SpiEventName = SpiEventName> {
  source: typeof WIDGET_MESSAGE_SOURCE;
  type: N;
  detail: SpiEventPayloads[N];
}
