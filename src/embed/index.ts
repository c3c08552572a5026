/**
 * The embeddable widget's entry (docs/embedding.md), built by vite.widget.config.ts into
 * `dist/widget/cashier-widget.js`. Loading it defines `<cashier-widget>`; it also exports
 * `mountCashier` for hosts that mount into an element of their own (without style isolation).
 */
import '@/app/global.css';
import './widget.css';
import { CashierWidgetElement, defineCashierWidget } from './cashierWidget';

/**
 * The build's one stylesheet (`build.lib.cssFileName`), next to this module. It is linked inside
 * each widget's shadow root, never in the host page's `<head>`. A variable, so Vite does not try to
 * resolve it as a source asset.
 */
const STYLESHEET_FILE = './cashier-widget.css';
CashierWidgetElement.stylesheets = [new URL(STYLESHEET_FILE, import.meta.url).href];
defineCashierWidget();

export { CASHIER_WIDGET_TAG, CashierWidgetElement, defineCashierWidget } from './cashierWidget';
export { THEME_VARIABLES } from './appearance';
export type { Appearance, ThemeVariableName } from './appearance';
export { mountCashier } from '@/app/mountCashier';
export type { MountCashierOptions, MountedCashier } from '@/app/mountCashier';
export type {
  ConnectionSettings,
  CredentialsKind,
  TokenRequestReason,
  TokenSource,
} from '@store/connection';
// The events' names and every payload type, as src/joins/widgetEvents declares them (one list).
export { SPI_EVENT_NAMES, WIDGET_MESSAGE_SOURCE } from '@/joins/widgetEvents';
export type {
  SpiAccountsUpdatedDetail,
  SpiChangeCurrencyDetail,
  SpiChangeLanguageDetail,
  SpiChangePaymentActionDetail,
  SpiCloseFastDepositModalDetail,
  SpiDepositLimitReachedDetail,
  SpiDepositsBlockedDetail,
  SpiEvent,
  SpiEventName,
  SpiEventPayloads,
  SpiNewMethodsAvailableDetail,
  SpiNotificationDetail,
  SpiPaymentPopupClosedDetail,
  SpiPaymentSubmitDetail,
  SpiRedirectDetail,
  SpiRenderFormDetail,
  SpiSessionEndedDetail,
  SpiSessionExpiredDetail,
  SpiUserUpdatedDetail,
  SpiVerificationDocumentUploadedDetail,
  SpiVerificationRequiredDetail,
  SpiVerificationStatus,
  SpiVerificationStatusChangedDetail,
  SpiWalletOutcomeDetail,
  SpiWebSocketConnectionDetail,
  SpiWidgetMessage,
} from '@/joins/widgetEvents';
