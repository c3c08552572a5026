/**
 * What a valid shape can still get wrong and a player would meet: a method in a currency other
 * than the list's, a minimum above its maximum, a field type the cashier cannot render. Each rule
 * names every offender it finds, in words a finding can quote.
 */
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import { FIELD_TYPES } from './contractLists';
import { compareDecimals } from './payment';

const KNOWN_FIELD_TYPES: ReadonlySet<string> = new Set(FIELD_TYPES);

/** A `GET /methods` list in `currency`: every method it lists in that currency. */
export function foreignCurrencies(methods: readonly PaymentMethod[], currency: string): string[] {
  return methods
    .filter((method) => method.currency !== currency)
    .map(
      (method) =>
        `method "${method.id}" has currency ${method.currency} (the list's is ${currency})`,
    );
}

/** Each minimum a method states no greater than its maximum: limits, processing time, fee range. */
export function invertedRanges(methods: readonly PaymentMethod[]): string[] {
  return methods.flatMap((method) => {
    const breaks: string[] = [];
    const { limits, processingTime: time, commission } = method;
    if (compareDecimals(limits.min, limits.max) > 0) {
      breaks.push(`limits.min ${limits.min} > limits.max ${limits.max}`);
    }
    if (time.type === 'range' && time.min > time.max) {
      breaks.push(
        `processingTime.min ${String(time.min)} > processingTime.max ${String(time.max)}`,
      );
    }
    if (
      commission.type === 'range-percent' &&
      compareDecimals(commission.minPercent, commission.maxPercent) > 0
    ) {
      breaks.push(
        `commission.minPercent ${commission.minPercent} > commission.maxPercent ${commission.maxPercent}`,
      );
    }
    return breaks.map((text) => `method "${method.id}": ${text}`);
  });
}

/** Levenshtein distance, for a "did you mean" under a misspelt type. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function nearestFieldType(type: string): string | undefined {
  let best: { type: string; distance: number } | undefined;
  for (const known of FIELD_TYPES) {
    const away = distance(type.toLowerCase(), known);
    if (away <= 3 && (best === undefined || away < best.distance))
      best = { type: known, distance: away };
  }
  return best?.type;
}

/** Field types the cashier does not render (a player sees an "unsupported field" notice). */
export function unknownFieldTypes(fields: readonly Field[]): string[] {
  return fields
    .filter((field) => !KNOWN_FIELD_TYPES.has(field.type))
    .map((field) => {
      const near = nearestFieldType(field.type);
      const hint = near === undefined ? '' : ` (did you mean "${near}"?)`;
      return `field "${field.name}" has the unknown type "${field.type}"${hint}`;
    });
}

/** Each field's `minLength` no greater than its `maxLength`: else no value could be entered. */
export function invertedLengths(fields: readonly Field[]): string[] {
  return fields
    .filter(
      (field) =>
        field.minLength !== undefined &&
        field.maxLength !== undefined &&
        field.minLength > field.maxLength,
    )
    .map(
      (field) =>
        `field "${field.name}": minLength ${String(field.minLength)} > maxLength ${String(field.maxLength)}`,
    );
}
