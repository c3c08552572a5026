import { chatLoaded, chatOpenRequested } from '@features/chat/state';
import {
  depositLimitReached,
  depositsBlocked,
  methodSelected,
  paymentActionChanged,
  paymentsApi,
  verificationDocumentUploaded,
  verificationPromptShown,
  verificationStatusChanged,
  walletOutcome,
} from '@features/payments';
import { languageChanged, routeChanged } from '@features/navigation';
import { isApiError } from '@store/apiError';
import type { ActionRule } from '@store/rules';
import { rule } from '@store/rules';

/** What a tracking event may carry: flat primitives only, named explicitly by each rule. */
export type TrackedFields = Readonly<Record<string, string | number | boolean>>;

export interface TrackedEvent {
  event: string;
  fields: TrackedFields;
}

/** One row of the map: which actions it matches and the event it makes of them. */
export type TrackingRule = ActionRule<TrackedEvent>;

const submit = paymentsApi.endpoints.submit;
const methodFields = paymentsApi.endpoints.getMethodFields;

/**
 * Redux actions → tracking events (docs/tracking.md). Every field is named here from a
 * whitelisted, non-secret property: amounts, ids, statuses and error codes — never field values,
 * so card numbers, CVVs, passwords and IBANs cannot reach an event.
 */
export const trackingRules: readonly TrackingRule[] = [
  rule('payment action switched', paymentActionChanged.match, (action) => ({
    event: 'payment_action_switched',
    fields: { payment_action: action.payload },
  })),
  rule('payment method selected', methodSelected.match, (action) => ({
    event: 'payment_method_selected',
    fields: { method_id: action.payload },
  })),
  rule('payment form rendered', methodFields.matchFulfilled, (action) => ({
    event: 'payment_form_rendered',
    fields: {
      method_id: action.meta.arg.originalArgs.methodId,
      payment_action: action.meta.arg.originalArgs.action,
      currency: action.meta.arg.originalArgs.currency,
      field_count: action.payload.fields.length,
    },
  })),
  rule('payment submit started', submit.matchPending, (action) => ({
    event: 'payment_submit_started',
    fields: {
      method_id: action.meta.arg.originalArgs.methodId,
      payment_action: action.meta.arg.originalArgs.action,
      currency: action.meta.arg.originalArgs.currency,
      amount: action.meta.arg.originalArgs.amount,
      saved_profile: action.meta.arg.originalArgs.savedProfileId !== undefined,
    },
  })),
  rule('payment submit succeeded', submit.matchFulfilled, (action) => ({
    event: 'payment_submit_succeeded',
    fields: {
      method_id: action.meta.arg.originalArgs.methodId,
      payment_action: action.meta.arg.originalArgs.action,
      status: action.payload.status,
    },
  })),
  rule('payment submit failed', submit.matchRejected, (action) => {
    const error: unknown = action.payload;
    return {
      event: 'payment_submit_failed',
      fields: {
        method_id: action.meta.arg.originalArgs.methodId,
        payment_action: action.meta.arg.originalArgs.action,
        error_type: isApiError(error) ? error.type : 'unknown_error',
        error_status: isApiError(error) ? (error.status ?? '') : '',
      },
    };
  }),
  rule('deposit limit reached', depositLimitReached.match, ({ payload }) => ({
    event: 'deposit_limit_reached',
    fields: {
      limit_period: payload.period,
      currency: payload.currency,
      remaining: payload.remaining,
      source: payload.source,
    },
  })),
  rule('deposits blocked', depositsBlocked.match, ({ payload }) => ({
    event: 'deposits_blocked',
    fields: {
      restriction_kind: payload.kind,
      ...(payload.period === undefined ? {} : { limit_period: payload.period }),
    },
  })),
  rule('verification prompt shown', verificationPromptShown.match, ({ payload }) => ({
    event: 'verification_prompt_shown',
    fields: { verification_gate: payload.gate, verification_status: payload.status },
  })),
  rule('verification document uploaded', verificationDocumentUploaded.match, ({ payload }) => ({
    event: 'verification_document_uploaded',
    fields: { verification_status: payload.status },
  })),
  rule('verification status changed', verificationStatusChanged.match, ({ payload }) => ({
    event: 'verification_status_changed',
    fields: { verification_status: payload.status, source: payload.source },
  })),
  rule('wallet outcome', walletOutcome.match, ({ payload }) => ({
    event: 'wallet_outcome',
    fields: { method_id: payload.methodId, wallet: payload.wallet, outcome: payload.outcome },
  })),
  rule('chat opened', chatOpenRequested.match, () => ({ event: 'chat_opened', fields: {} })),
  rule('chat loaded', chatLoaded.match, () => ({ event: 'chat_loaded', fields: {} })),
  rule('route changed', routeChanged.match, (action) => ({
    event: 'route_changed',
    fields: { route: action.payload },
  })),
  rule('language changed', languageChanged.match, (action) => ({
    event: 'language_changed',
    fields: { language: action.payload },
  })),
];
