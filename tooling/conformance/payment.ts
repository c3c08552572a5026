/**
 * The test payment of `--allow-payments`: which listed method to pay with and what to put in its
 * fields. Only the fields a method requires are filled, with published test data (the card is the
 * well-known test number 4111 1111 1111 1111, and only when the method asks for a card number); a
 * method with a required field this cannot fill is passed over. Values are never logged.
 */
import {
  type Field,
  type FieldOption,
  type MethodFieldsResponse,
  type WireFieldValues,
} from '@contract/payments/fields';
import { type PaymentMethod } from '@contract/payments/methods';
import { decimalSchema } from '@contract/primitives';

export const TEST_CARD_NUMBER = '4111111111111111';

/** A wire amount (`decimalSchema`) above zero: "20", "20.50". */
export function isPositiveAmount(value: string): boolean {
  return decimalSchema.safeParse(value).success && !/^[0.]+$/.test(value);
}

/** `-1`, `0` or `1` as decimal strings `a` and `b` compare ("20" = "20.00"). */
export function compareDecimals(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.');
  const [bWhole = '', bFraction = ''] = b.split('.');
  const scale = Math.max(aFraction.length, bFraction.length);
  const left = BigInt(aWhole + aFraction.padEnd(scale, '0'));
  const right = BigInt(bWhole + bFraction.padEnd(scale, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}

export function withinLimits(amount: string, { limits }: Pick<PaymentMethod, 'limits'>): boolean {
  return compareDecimals(amount, limits.min) >= 0 && compareDecimals(amount, limits.max) <= 0;
}

/** Field types that take no input from the player. */
const NO_INPUT = new Set(['amount', 'banner', 'button', 'deposit_crypto_address']);

function firstLeaf(options: readonly FieldOption[] | undefined): string | undefined {
  const [first] = options ?? [];
  if (!first) return undefined;
  return first.children && first.children.length > 0 ? firstLeaf(first.children) : first.value;
}

function candidate(field: Field, now: Date): string | boolean | undefined {
  switch (field.type) {
    case 'credit_card_number':
      return TEST_CARD_NUMBER;
    case 'card_holder':
      return 'TEST CARDHOLDER';
    case 'card_expiry_date': {
      const year = (now.getUTCFullYear() + 2) % 100;
      return `12/${String(year).padStart(2, '0')}`;
    }
    case 'cvv':
      return '123';
    case 'email':
      return 'conformance@example.com';
    case 'tel':
      return '+4915112345678';
    case 'checkbox':
      return true;
    case 'select':
    case 'cascade_select':
      return firstLeaf(field.options);
    case 'text':
    case 'textarea':
      return field.defaultValue ?? 'Conformance check';
    case 'hidden':
      return field.defaultValue;
    default:
      return field.defaultValue;
  }
}

function fits(field: Field, value: string | boolean): boolean {
  if (typeof value === 'boolean') return true;
  if (field.minLength !== undefined && value.length < field.minLength) return false;
  if (field.maxLength !== undefined && value.length > field.maxLength) return false;
  if (field.pattern === undefined) return true;
  try {
    return new RegExp(`^(?:${field.pattern})$`, 'u').test(value);
  } catch {
    return false;
  }
}

/** The values for a method's required fields, or `undefined` when one cannot be filled. */
export function fillFields(fields: readonly Field[], now: Date): WireFieldValues | undefined {
  const values: WireFieldValues = {};
  for (const field of fields) {
    if (NO_INPUT.has(field.type)) continue;
    const value = candidate(field, now);
    if (field.type === 'hidden' && value !== undefined) values[field.name] = value;
    if (field.required !== true) continue;
    if (value === undefined || !fits(field, value)) return undefined;
    values[field.name] = value;
  }
  return values;
}

export interface PaymentPlan {
  method: PaymentMethod;
  fields: MethodFieldsResponse;
  values: WireFieldValues;
}

/**
 * The method to pay with: within its limits for `amount`, every required field fillable; the one
 * asking for the fewest values first (a method without a card number before a card).
 */
export function choosePayment(
  methods: readonly { method: PaymentMethod; fields: MethodFieldsResponse }[],
  amount: string,
  now: Date,
): PaymentPlan | undefined {
  const plans = methods.flatMap(({ method, fields }) => {
    if (!withinLimits(amount, method)) return [];
    const values = fillFields(fields.fields, now);
    return values ? [{ method, fields, values }] : [];
  });
  const weight = (plan: PaymentPlan) =>
    Object.keys(plan.values).length + (asksForCard(plan.values) ? 100 : 0);
  return plans.toSorted((a, b) => weight(a) - weight(b))[0];
}

function asksForCard(values: WireFieldValues): boolean {
  return Object.values(values).includes(TEST_CARD_NUMBER);
}

/** The strings of `values` never to show in a finding. */
export function secretsOf(values: WireFieldValues): string[] {
  return Object.values(values).filter(
    (value): value is string => typeof value === 'string' && value.length >= 3,
  );
}
