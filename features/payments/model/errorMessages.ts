import type { ApiError } from '@store/apiError';
import type {
  PaymentErrorStatus,
  PaymentErrorType,
  ResponsibleGamblingStatus,
} from '@contract/payments/lists';
import {
  PAYMENT_ERROR_STATUSES,
  PAYMENT_ERROR_TYPES,
  RESPONSIBLE_GAMBLING_STATUSES,
} from '@contract/payments/lists';
import { isOneOf } from '@contract/closedList';

/**
 * What the player can do next after an error:
 * - `retry`: try the same payment again;
 * - `chooseMethod`: pick another payment method;
 * - `checkFields`: fix the fields marked by the server;
 * - `completeProfile`: give the profile details the provider needs (the form reloads and asks);
 * - `contactSupport`: only support can help (the button opens the support page).
 */
export type NextStep =
  'retry' | 'chooseMethod' | 'checkFields' | 'completeProfile' | 'contactSupport';

interface GuidanceEntry {
  message: string;
  next: NextStep;
}

export interface ErrorGuidance extends GuidanceEntry {
  message: PaymentErrorMessageKey;
}

/** Payment error status → message and next step. Exhaustive: TypeScript checks it. */
const STATUS_GUIDANCE = {
  DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND: {
    message: 'payments.errors.noProvider',
    next: 'chooseMethod',
  },
  PATCH_PLAYER_FIELDS_ERROR: { message: 'payments.errors.profileNotSaved', next: 'retry' },
  INITIATE_INVOICE_ERROR: { message: 'payments.errors.invoice', next: 'retry' },
  PAYMENT_PROCESSING_ERROR: { message: 'payments.errors.declined', next: 'chooseMethod' },
  FINTEQHUB_SEAMLESS_UNKNOWN_ERROR: { message: 'payments.errors.provider', next: 'chooseMethod' },
  RENDER_ERROR: { message: 'payments.errors.render', next: 'chooseMethod' },
  VALIDATE_PROFILE_ERROR: { message: 'payments.errors.profileInvalid', next: 'completeProfile' },
  NETWORK_ERROR: { message: 'payments.errors.network', next: 'retry' },
  INSUFFICIENT_WITHDRAWABLE_BALANCE: {
    message: 'payments.errors.insufficientBalance',
    next: 'checkFields',
  },
} as const satisfies Record<PaymentErrorStatus, GuidanceEntry>;

/**
 * Responsible-gambling refusal status → message and next step. Exhaustive. A limit refusal that
 * names its limit reads like the client's own amount check instead (`payments.limits.exceeded`,
 * submit/SubmitErrorNotice.tsx); this message is for one that does not.
 */
const RESPONSIBLE_GAMBLING_GUIDANCE = {
  DEPOSIT_LIMIT_EXCEEDED: { message: 'payments.errors.depositLimit', next: 'checkFields' },
  COOL_OFF_ACTIVE: { message: 'payments.errors.coolOff', next: 'contactSupport' },
  SELF_EXCLUDED: { message: 'payments.errors.selfExcluded', next: 'contactSupport' },
} as const satisfies Record<ResponsibleGamblingStatus, GuidanceEntry>;

/** Payment error type → message and next step, used when the status is absent or unknown. */
const TYPE_GUIDANCE = {
  unknown_error: { message: 'payments.errors.generic', next: 'retry' },
  request_error: { message: 'payments.errors.request', next: 'retry' },
  params_error: { message: 'payments.errors.params', next: 'checkFields' },
  pop_up: { message: 'payments.errors.popUp', next: 'retry' },
  verification_required: { message: 'payments.errors.verification', next: 'contactSupport' },
  responsible_gambling: { message: 'payments.errors.responsibleGambling', next: 'contactSupport' },
} as const satisfies Record<PaymentErrorType, GuidanceEntry>;

export type PaymentErrorMessageKey =
  | (typeof STATUS_GUIDANCE)[PaymentErrorStatus]['message']
  | (typeof RESPONSIBLE_GAMBLING_GUIDANCE)[ResponsibleGamblingStatus]['message']
  | (typeof TYPE_GUIDANCE)[PaymentErrorType]['message']
  | 'payments.errors.malformed'
  | 'payments.errors.sessionEnded';

const MALFORMED: ErrorGuidance = { message: 'payments.errors.malformed', next: 'retry' };

/**
 * The session could not be renewed after a 401 (store/baseQuery.ts `SESSION_ENDED_ERROR`): once
 * the player has signed in again, the same payment can be sent again; the form keeps its values.
 */
const SESSION_ENDED: ErrorGuidance = { message: 'payments.errors.sessionEnded', next: 'retry' };

/**
 * The message and next step for an API error: the status wins, then the type; an answer that broke
 * the contract has its own message; anything unknown gets the generic one (and is logged).
 */
export function errorGuidance(error: ApiError): ErrorGuidance {
  if (error.kind === 'malformed') return MALFORMED;
  if (error.type === 'unauthorized') return SESSION_ENDED;
  if (isOneOf(PAYMENT_ERROR_STATUSES, error.status)) return STATUS_GUIDANCE[error.status];
  if (isOneOf(RESPONSIBLE_GAMBLING_STATUSES, error.status)) {
    return RESPONSIBLE_GAMBLING_GUIDANCE[error.status];
  }
  if (isOneOf(PAYMENT_ERROR_TYPES, error.type)) return TYPE_GUIDANCE[error.type];
  console.warn('Unknown payment error from the server:', error.type, error.status);
  return TYPE_GUIDANCE.unknown_error;
}

/** The message key for an API error (see {@link errorGuidance}). */
export function errorMessageKey(error: ApiError): PaymentErrorMessageKey {
  return errorGuidance(error).message;
}
