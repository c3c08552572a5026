/**
 * What a fast deposit can do, as pure functions over server data: which method and saved profile
 * it repeats, which fields it asks for, and the amounts it suggests.
 */
import type { Field } from '@contract/payments/fields';
import type { MethodsResponse, PaymentMethod, SavedProfile } from '@contract/payments/methods';
import { DISPLAY_ONLY_FIELD_TYPES } from '@contract/fieldTypes';
import { currencyDecimals, fromMinorUnits, toMinorUnits } from '@features/payments';

/** The player's last used method and saved profile, both still on offer. */
export interface LastUsedChoice {
  method: PaymentMethod;
  profile: SavedProfile | null;
}

/** The `lastUsed` of a deposit methods answer, resolved to its method and profile; else null. */
export function lastUsedChoice(response: MethodsResponse): LastUsedChoice | null {
  const lastUsed = response.lastUsed;
  if (!lastUsed) return null;
  const method = response.methods.find((candidate) => candidate.id === lastUsed.methodId);
  if (!method) return null;
  if (lastUsed.savedProfileId === null) return { method, profile: null };
  const profile = method.savedProfiles?.find((saved) => saved.id === lastUsed.savedProfileId);
  return profile ? { method, profile } : null;
}

/** Field types a saved profile stands in for (the security code is still asked). */
const COVERED_BY_SAVED_PROFILE: ReadonlySet<string> = new Set([
  'credit_card_number',
  'card_holder',
  'card_expiry_date',
]);

/** Field types a fast deposit asks for or carries as they are (a wallet pays in one step). */
const ONE_STEP_FIELD_TYPES: ReadonlySet<string> = new Set(['amount', 'cvv', 'hidden', 'wallet']);

/**
 * The fields of a one-step deposit: the amount, the security code when the method requires one,
 * hidden values and a wallet (its button pays). Null when the method needs something more (an e-mail, new card details, a
 * profile field…), which only the full cashier asks for.
 */
export function fastDepositFields(fields: readonly Field[], withProfile: boolean): Field[] | null {
  const kept: Field[] = [];
  for (const field of fields) {
    if (ONE_STEP_FIELD_TYPES.has(field.type)) {
      // An optional security code is not asked for: one step means only what is required.
      if (field.type !== 'cvv' || field.required !== false) kept.push(field);
      continue;
    }
    if (DISPLAY_ONLY_FIELD_TYPES.has(field.type)) continue;
    if (withProfile && COVERED_BY_SAVED_PROFILE.has(field.type)) continue;
    if (field.required) return null;
  }
  return kept.some((field) => field.type === 'amount') ? kept : null;
}

/** How many amounts to suggest when the server gives none. */
export const DESIGNED_PRESET_COUNT = 4;

/** "0.00050000" → "0.0005"; fiat keeps two decimals ("10.00"). */
function trimZeros(amount: string): string {
  return amount.replace(/(\.\d{2}\d*?)0+$/, '$1');
}

/**
 * The amounts to suggest: the server's presets within the limits, or, when it gives none, the
 * first {@link DESIGNED_PRESET_COUNT} round amounts (1, 2, 5 × 10ⁿ) from the minimum up to the
 * maximum; the minimum and maximum themselves when no round amount lies between them.
 */
export function amountPresets(method: PaymentMethod): string[] {
  const decimals = currencyDecimals(method.currency);
  const min = toMinorUnits(method.limits.min, decimals);
  const max = toMinorUnits(method.limits.max, decimals);
  if (min === null || max === null || min > max) return [];
  const within = (amount: string) => {
    const minor = toMinorUnits(amount, decimals);
    return minor !== null && minor >= min && minor <= max;
  };
  const fromServer = (method.presets ?? []).filter(within);
  if (fromServer.length > 0) return fromServer;

  const designed: bigint[] = [];
  for (let power = 1n; power <= max && designed.length < DESIGNED_PRESET_COUNT; power *= 10n) {
    for (const step of [1n, 2n, 5n]) {
      const amount = step * power;
      if (amount >= min && amount <= max && designed.length < DESIGNED_PRESET_COUNT) {
        designed.push(amount);
      }
    }
  }
  const amounts = designed.length >= 2 ? designed : [...new Set([min, max])];
  return amounts.map((minor) => trimZeros(fromMinorUnits(minor, decimals)));
}
