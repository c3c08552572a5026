/** The embedded widget's `spi-*` events (docs/embedding.md): named exports only. */
export { createWidgetEventSink, toParentOrigin } from './eventSink';
export type { WidgetEventSink, WidgetEventSinkOptions } from './eventSink';
export { allowedParentOrigin } from './parentOrigin';
export { createSpiEventRules } from './spiEventMap';
export type { SpiEventRule } from './spiEventMap';
export { SPI_EVENT_NAMES, WIDGET_MESSAGE_SOURCE } from '@contract/widgetEvents';
export type {
  SpiAccountsUpdatedDetail,
  SpiChangeCurrencyDetail,
  SpiChangeLanguageDetail,
  SpiChangePaymentActionDetail,
  SpiCloseFastDepositModalDetail,
  SpiDepositLimitReachedDetail,
  SpiDepositsBlockedDetail,
  SpiVerificationDocumentUploadedDetail,
  SpiVerificationRequiredDetail,
  SpiVerificationStatusChangedDetail,
  SpiVerificationStatus,
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
  SpiWalletOutcomeDetail,
  SpiWebSocketConnectionDetail,
  SpiWidgetMessage,
} from '@contract/widgetEvents';
export { registerWidgetEvents } from './registerWidgetEvents';
