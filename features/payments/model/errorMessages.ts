import type { ApiError } from '@store/apiError';
import type { PaymentErrorStatus, PaymentErrorType } from './contract';
import { PAYMENT_ERROR_STATUSES, PAYMENT_ERROR_TYPES, isOneOf } from './contract';

/** SPEC §8 error status → what the player reads (i18n key). Exhaustive: TypeScript checks it. */
const STATUS_MESSAGES = {
  DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND: 'payments.errors.noProvider',
  PATCH_PLAYER_FIELDS_ERROR: 'payments.errors.profileNotSaved',
  INITIATE_INVOICE_ERROR: 'payments.errors.invoice',
  PAYMENT_PROCESSING_ERROR: 'payments.errors.declined',
  FINTEQHUB_SEAMLESS_UNKNOWN_ERROR: 'payments.errors.provider',
  RENDER_ERROR: 'payments.errors.render',
  VALIDATE_PROFILE_ERROR: 'payments.errors.profileInvalid',
  NETWORK_ERROR: 'payments.errors.network',
} as const satisfies Record<PaymentErrorStatus, string>;

/** SPEC §8 error type → message key, used when the status is absent or unknown. */
const TYPE_MESSAGES = {
  unknown_error: 'payments.errors.generic',
  request_error: 'payments.errors.request',
  params_error: 'payments.errors.params',
  pop_up: 'payments.errors.popUp',
  verification_required: 'payments.errors.verification',
} as const satisfies Record<PaymentErrorType, string>;

export type PaymentErrorMessageKey =
  | (typeof STATUS_MESSAGES)[PaymentErrorStatus]
  | (typeof TYPE_MESSAGES)[PaymentErrorType]
  | 'payments.errors.malformed';

/**
 * The message key for an API error: the status wins, then the type; an answer that broke the
 * contract has its own message; anything unknown gets the generic one (and is logged once).
 */
export function errorMessageKey(error: ApiError): PaymentErrorMessageKey {
  if (error.kind === 'malformed') return 'payments.errors.malformed';
  if (isOneOf(PAYMENT_ERROR_STATUSES, error.status)) return STATUS_MESSAGES[error.status];
  if (isOneOf(PAYMENT_ERROR_TYPES, error.type)) return TYPE_MESSAGES[error.type];
  console.warn('Unknown payment error type from the server:', error.type, error.status);
  return TYPE_MESSAGES.unknown_error;
}
