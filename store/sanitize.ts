/**
 * Masks sensitive values before Redux DevTools sees an action or a state. Secrets should never reach
 * the store in the first place (the payments feature seals them, see features/payments/api/
 * secretVault.ts); this is the second line of defence, e.g. for RTK Query's `meta.arg.originalArgs`,
 * which copies every mutation argument into its actions.
 */

export const MASK = '[redacted]';

/** Keys whose values are always secret: card data, passwords, IBANs and account numbers, crypto keys. */
const SENSITIVE_KEY =
  /(card.?num|^pan$|cvv|cvc|csc|cid$|security.?code|pass(word|code)?$|iban|account.?(number|identifier|id)$|bankaccount|secret|private.?key|mnemonic|seed|^pin$)/i;

/** A run of 12–19 digits, optionally split by spaces or dashes: looks like a card number. */
const CARD_LIKE_RUN = /\d(?:[ -]?\d){11,18}/g;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

function maskString(value: string): string {
  return value.replace(CARD_LIKE_RUN, MASK);
}

/**
 * Returns a deep copy of `value` with sensitive keys masked and card-like digit runs in any string
 * replaced. Handles cycles and leaves non-plain objects (Dates, Errors) as their string form.
 */
export function sanitize(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item: unknown) => sanitize(item, seen));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    // Dates, Errors, class instances: shown by their own string form, masked like any string.
    return maskString(
      value instanceof Date ? value.toISOString() : Object.prototype.toString.call(value),
    );
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSensitiveKey(key) && item !== undefined && item !== '' ? MASK : sanitize(item, seen);
  }
  return copy;
}

/** `devTools.actionSanitizer`: an action as DevTools may show it. */
export function actionSanitizer<A>(action: A): A {
  return sanitize(action) as A;
}

/** `devTools.stateSanitizer`: a state as DevTools may show it. */
export function stateSanitizer<S>(state: S): S {
  return sanitize(state) as S;
}
