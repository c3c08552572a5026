import type { Field } from '@contract/payments/fields';
import type { Limits } from '@contract/payments/methods';
import {
  amountValueReading,
  cryptoAddressProblem,
  currencyDecimals,
  toMinorUnits,
} from '@features/payments';
import type { CurrentLimit } from '@features/playerRules';
import { EXCEEDED_KEYS } from '@features/playerRules';

/**
 * Pure validation of field values. Each check returns `true` or the i18n key of what is wrong;
 * components translate the key with the parameters they know (limits, security-code size).
 */
export type ValidationKey =
  | 'payments.validation.required'
  | 'payments.validation.email'
  | 'payments.validation.pattern'
  | 'payments.validation.minLength'
  | 'payments.validation.maxLength'
  | 'payments.validation.amountFormat'
  | 'payments.amountInput.ambiguous'
  | 'payments.amountInput.separator'
  | 'payments.validation.amountDecimals'
  | 'payments.validation.amountMin'
  | 'payments.validation.amountMax'
  | 'payments.validation.cardNumber'
  | 'payments.validation.cardIncomplete'
  | 'payments.validation.cardTooLong'
  | 'payments.validation.cardBrand'
  | 'payments.validation.expiryFormat'
  | 'payments.validation.expiryPast'
  | 'payments.validation.securityCode'
  | 'payments.validation.ibanCountry'
  | 'payments.validation.ibanLength'
  | 'payments.validation.ibanFormat'
  | 'payments.validation.ibanChecksum'
  | 'payments.validation.cryptoAddressSpaces'
  | 'payments.validation.cryptoAddressLength'
  | 'payments.validation.cryptoAddressPattern'
  | 'payments.validation.cryptoAddressNetwork'
  | 'payments.validation.attachmentType'
  | 'payments.validation.attachmentSize'
  | 'payments.validation.attachmentUnreadable'
  | 'payments.validation.metamaskRequired'
  | 'payments.validation.cascadeIncomplete'
  | 'payments.validation.amountNeedsVerification'
  | 'payments.balance.exceeded'
  | (typeof EXCEEDED_KEYS)[keyof typeof EXCEEDED_KEYS];

export type Check = true | ValidationKey;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const patternCache = new Map<string, RegExp | null>();

/** Compiles a server-provided pattern once; an invalid one is reported and then ignored. */
export function compilePattern(source: string): RegExp | null {
  if (patternCache.has(source)) return patternCache.get(source) ?? null;
  let compiled: RegExp | null = null;
  try {
    compiled = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    console.warn('Ignoring an invalid field pattern from the server:', source);
  }
  patternCache.set(source, compiled);
  return compiled;
}

/**
 * `{count}` of a length message: the limit the text breaks (the maximum for
 * `maxLength`, the minimum otherwise), so a field with both limits names the right one. A number,
 * so the message takes the language's plural form ("1 character", "2 characters").
 */
export function lengthLimitParams(field: Field, key: ValidationKey): { count?: number } {
  const limit = key === 'payments.validation.maxLength' ? field.maxLength : field.minLength;
  return limit === undefined ? {} : { count: limit };
}

/** Required, length, pattern and email checks every text-like field shares. */
export function checkText(field: Field, value: string): Check {
  const text = value.trim();
  if (text === '') return field.required ? 'payments.validation.required' : true;
  if (field.minLength !== undefined && text.length < field.minLength) {
    return 'payments.validation.minLength';
  }
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return 'payments.validation.maxLength';
  }
  if (field.type === 'email' && !EMAIL.test(text)) return 'payments.validation.email';
  if (field.pattern !== undefined && compilePattern(field.pattern)?.test(text) === false) {
    return 'payments.validation.pattern';
  }
  return true;
}

/**
 * Amount checks of an amount field's value (model/typedAmount.ts: read once, in the language it was
 * typed in, never again in the current one): an amount, with at most the currency's decimals,
 * inside the method's limits.
 */
export function checkAmount(value: unknown, limits: Limits, currency: string): Check {
  const reading = amountValueReading(value);
  if (reading.kind === 'empty') return 'payments.validation.required';
  if (reading.kind === 'ambiguous') return 'payments.amountInput.ambiguous';
  if (reading.kind === 'foreignSeparator') return 'payments.amountInput.separator';
  if (reading.kind === 'invalid') return 'payments.validation.amountFormat';
  const normalized = reading.amount;
  const decimals = currencyDecimals(currency);
  if (toMinorUnits(normalized, decimals) === null) return 'payments.validation.amountDecimals';
  // Compared at the finest scale of the three: a limit with more decimals than the currency
  // ("10.005") is still a limit, not one to skip.
  const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0;
  const scale = Math.max(decimals, fractionDigits(limits.min), fractionDigits(limits.max));
  const minor = toMinorUnits(normalized, scale);
  const min = toMinorUnits(limits.min, scale);
  const max = toMinorUnits(limits.max, scale);
  if (minor === null) return 'payments.validation.amountFormat';
  if (min !== null && minor < min) return 'payments.validation.amountMin';
  if (max !== null && minor > max) return 'payments.validation.amountMax';
  return true;
}

/**
 * {@link checkAmount} against the method's limits with `max` lowered to what remains of a deposit
 * limit (rules/depositLimits.ts `depositBounds`): over it, the message names that limit and when
 * it resets instead of the bare maximum. With `max` lowered to a verification threshold
 * (`verifyAbove`), the message says deposits above it need the identity check; with `max` lowered
 * to what the player may cash out (`overWithdrawable`), that it is more than they can cash out.
 */
export function checkDepositAmount(
  value: unknown,
  limits: Limits,
  currency: string,
  depositLimit: CurrentLimit | undefined,
  verifyAbove?: boolean,
  overWithdrawable?: boolean,
): Check {
  const check = checkAmount(value, limits, currency);
  if (check === 'payments.validation.amountMax' && depositLimit !== undefined) {
    return EXCEEDED_KEYS[depositLimit.period];
  }
  if (check === 'payments.validation.amountMax' && overWithdrawable) {
    return 'payments.balance.exceeded';
  }
  return check === 'payments.validation.amountMax' && verifyAbove
    ? 'payments.validation.amountNeedsVerification'
    : check;
}

/**
 * A wallet address: required, the generic sanity check (no spaces, 20–128 printable characters),
 * the server's min/maxLength, then the network's pattern (`pattern`, e.g. from the chosen network of
 * a multi-protocol field; an invalid pattern is ignored). `network` names the network in the message.
 */
export function checkCryptoAddress(
  field: Field,
  value: string,
  pattern: string | undefined,
  network?: string,
): Check {
  const address = value.trim();
  if (address === '') return field.required ? 'payments.validation.required' : true;
  const problem = cryptoAddressProblem(
    address,
    pattern === undefined ? null : compilePattern(pattern),
  );
  if (problem === 'spaces') return 'payments.validation.cryptoAddressSpaces';
  if (problem === 'length') return 'payments.validation.cryptoAddressLength';
  if (field.minLength !== undefined && address.length < field.minLength) {
    return 'payments.validation.minLength';
  }
  if (field.maxLength !== undefined && address.length > field.maxLength) {
    return 'payments.validation.maxLength';
  }
  if (problem === 'pattern') {
    return network
      ? 'payments.validation.cryptoAddressNetwork'
      : 'payments.validation.cryptoAddressPattern';
  }
  return true;
}
