/**
 * The one check of an untrusted string against a closed list of the contract (field types,
 * statuses, refusal types). Without zod, so code on the first screen can use it.
 */
/** Narrows an untrusted string to a member of a closed list. */
export function isOneOf<const T extends readonly string[]>(
  list: T,
  value: unknown,
): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
