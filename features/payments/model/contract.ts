/**
 * Client-only closed lists of the payment form (the wire's lists are in contract/payments/lists.ts):
 * how a provider dialog closed, and the generic status of a request.
 */

export const DIALOG_CLOSE_STATUSES = ['success', 'failure', 'unknown'] as const;
export type DialogCloseStatus = (typeof DIALOG_CLOSE_STATUSES)[number];

export const REQUEST_STATUSES = ['none', 'loading', 'success', 'failed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
