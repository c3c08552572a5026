/**
 * Matches `secret` standing on its own, not inside a longer run of letters and digits: a CVV of
 * "127" must be found in `{"cvv":"127"}`, but not in a timestamp such as 1795467127526, which would
 * make a test fail by chance.
 */
export function standalone(secret: string): RegExp {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`);
}
