/**
 * Refuses anything but a string where the card helpers take text from the outside (plain
 * JavaScript callers, a value read from the DOM): a number or `null` would otherwise fail deep
 * inside a string method with a message that names neither the function nor the rule.
 *
 * @param value - What the caller passed.
 * @param subject - What takes it, e.g. `'The card-type detector'`: the start of the error message.
 * @returns `value`, typed as a string.
 * @throws TypeError `"<subject> accepts only string input; got <type>."`
 */
export function requireString(value: unknown, subject: string): string {
  if (typeof value === 'string') return value;
  const got = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
  throw new TypeError(`${subject} accepts only string input; got ${got}.`);
}
