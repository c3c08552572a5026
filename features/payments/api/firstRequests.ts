import { INITIAL_CHOICES } from '../model/initialChoices';
import { cashierPaths } from './paths';

/**
 * The GET requests (path and query) the cashier screen makes as it opens with the initial choices:
 * the config, the methods and the conversion methods, with the query exactly as the RTK Query
 * endpoints write it. The boot prefetch (src/app/boot) starts them before the app's code arrives;
 * a request that does not match one exactly is simply fetched again.
 */
export function cashierScreenRequests(): string[] {
  const query = new URLSearchParams({
    action: INITIAL_CHOICES.action,
    currency: INITIAL_CHOICES.currency,
  }).toString();
  return [
    cashierPaths.config,
    `${cashierPaths.methods}?${query}`,
    `${cashierPaths.conversionMethods}?${query}`,
  ];
}
