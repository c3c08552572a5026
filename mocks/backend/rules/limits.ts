/**
 * The mock back end's amount rule, its own (not the client's, mocks/README.md): an amount is paid
 * when it is above zero, lies within the method's limits (both included, compared exactly) and
 * fits its currency's scale.
 */
import { isWithin, isZero, toUnits } from './decimal';

/** Why the amount cannot be paid (server text), or undefined when it can. */
export function amountProblem(
  { amount, currency }: { amount: string; currency: string },
  limits: { min: string; max: string },
  scale: number,
): string | undefined {
  if (isZero(amount)) return 'Enter an amount greater than 0.';
  if (!isWithin(amount, limits)) {
    return `Enter an amount between ${limits.min} and ${limits.max} ${currency}.`;
  }
  if (toUnits(amount, scale) === null) {
    return `Enter an amount with at most ${scale} decimals in ${currency}.`;
  }
  return undefined;
}
