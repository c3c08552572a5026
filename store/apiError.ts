/**
 * The one error shape every RTK Query endpoint rejects with, whatever went wrong: the network, an
 * HTTP error with the back end's error body (docs/http-api.md), or an answer that failed
 * its schema. Components map it to a message through an explicit registry; they never see raw fetch
 * errors.
 */
export interface ApiError {
  /**
   * Where it failed: `network`, no answer (the network, a time-out); `http`, the back end's own
   * error body (the contract's, with any 4xx/5xx status): its word; `malformed`, an answer that is
   * not the contract's (a body that fails its schema or is not JSON, an error status without the
   * error body, such as a proxy's page), which says nothing about what the back end did.
   */
  kind: 'network' | 'http' | 'malformed';
  /** The payment error type (`unknown_error`, `request_error`, …), or what the server sent. */
  type: string;
  /** The payment error status (`NETWORK_ERROR`, `PAYMENT_PROCESSING_ERROR`, …) when known. */
  status?: string;
  /** The server's own message (server text: render as text). */
  message?: string;
  /** Per-field messages of a `params_error`, keyed by field name. */
  fields?: Record<string, string>;
  /**
   * A `responsible_gambling` refusal's `limit` or `restriction`, as sent (unchecked: the payments
   * feature parses it with its wire schema before use).
   */
  limit?: unknown;
  restriction?: unknown;
  /** An `INSUFFICIENT_WITHDRAWABLE_BALANCE` refusal's `balance`, as sent (unchecked, likewise). */
  balance?: unknown;
  httpStatus?: number;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'type' in value &&
    typeof value.type === 'string'
  );
}
