/**
 * A plain email address as an operator writes one for players (`support@casino.example`): one `@`,
 * a dot in the domain, and none of the characters that would change a `mailto:` link (spaces,
 * `<>()"',;:`, `?`, `&`, `#`, `%`).
 */
const PLAIN_EMAIL = /^[^\s@<>()"',;:?&#%]+@[^\s@<>()"',;:?&#%]+\.[^\s@<>()"',;:?&#%]+$/;

/** Whether `value` is a {@link PLAIN_EMAIL plain email address}, safe to put in a `mailto:` link. */
export function isPlainEmail(value: unknown): value is string {
  return typeof value === 'string' && PLAIN_EMAIL.test(value);
}
