import type { FieldValues } from './schemas';

/**
 * Holds a submit's secret field values (card number, CVV, password, IBAN) outside Redux. RTK Query
 * copies a mutation's argument into its actions (`meta.arg.originalArgs`), which DevTools, the
 * tracker middleware and any logger see; the argument therefore carries only an opaque reference,
 * and the values are read once, when the request body is built, then forgotten.
 */
const vault = new Map<string, FieldValues>();

let counter = 0;

/** Stores secret values and returns the one-time reference that stands for them in the action. */
export function sealSecrets(values: FieldValues): string {
  counter += 1;
  const ref = `sealed-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  vault.set(ref, values);
  return ref;
}

/** Returns and forgets the values behind a reference (empty when unknown or already used). */
export function unsealSecrets(ref: string | undefined): FieldValues {
  if (ref === undefined) return {};
  const values = vault.get(ref) ?? {};
  vault.delete(ref);
  return values;
}

/** Forgets a reference whose request never started. */
export function discardSecrets(ref: string): void {
  vault.delete(ref);
}
