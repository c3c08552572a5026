/**
 * The shared core: the contract, wire schemas and paths, money, events, errors.
 * A part of the payments core; other subjects import the core's index.ts (features/payments/README.md).
 */
export { amountExample } from './amountInput';
export {
  acceptEntryName,
  attachmentFileName,
  attachmentProblem,
  formatBytes,
  withFileName,
} from './attachment';
export { cardBrandList, cardBrandName } from './cardBrands';
export { isFreeCommission } from './commission';
export type { DialogCloseStatus } from './contract';
export { conversionMethodIdOf, conversionSelectionId } from './conversionSelection';
export {
  cryptoAddressProblem,
  maskAddressesInText,
  networkValueName,
  shortenAddress,
} from './cryptoAddress';
export { createDebouncedRequest } from './debouncedRequest';
export type { DebouncedRequest, RequestState } from './debouncedRequest';
export { errorGuidance, errorMessageKey } from './errorMessages';
export type { NextStep } from './errorMessages';
export {
  depositLimitReached,
  depositsBlocked,
  fastDepositClosed,
  liveConnectionChanged,
  notificationShown,
  paymentFormRendered,
  paymentHistoryRequested,
  paymentPopupClosed,
  paymentStatusUpdated,
  providerRedirectStarted,
  supportRequested,
  verificationDocumentUploaded,
  verificationPromptShown,
  verificationStatusChanged,
  walletOutcome,
} from './events';
export type { VerificationGate } from './events';
export {
  compactIban,
  IBAN_MAX_LENGTH,
  ibanLengthFor,
  ibanProblem,
  reformatIbanInput,
} from './iban';
export { INITIAL_CHOICES } from './initialChoices';
export {
  currencyDecimals,
  currencyScale,
  formatMoney,
  fromMinorUnits,
  serverAmountToMinor,
  toMinorUnits,
  toWireAmount,
} from './money';
export { offeredCurrency } from './offeredCurrency';
export {
  CHECK_BACKOFF,
  failedSubmitOutcome,
  isFinalStatus,
  nextCheckDelay,
  readPaymentCheck,
} from './paymentCheck';
export type { FinalPaymentStatus, PaymentCheck, SentPayment } from './paymentCheck';
export { decimalAmounts, paymentAmounts } from './paymentAmounts';
export type { PaidAmounts, PaymentAmounts } from './paymentAmounts';
export {
  endsAttempt,
  isAccepted,
  keptForReturn,
  openPaymentId,
  submitOutcome,
} from './submitOutcome';
export {
  amountValueDecimal,
  amountValueReading,
  amountValueText,
  typedAmount,
} from './typedAmount';
export type { AmountValue, TypedAmount } from './typedAmount';
