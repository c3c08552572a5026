/**
 * The boot prefetch, inlined in index.html's head by `bootPrefetchPlugin` (a classic script, run
 * while the page is parsed): it starts the cashier's first API requests at once, so their answers
 * arrive while the app's JavaScript is still downloading, instead of after it has run (README
 * "Budgets and quality gates"). The app's base query takes them over (src/lib/prefetch.ts).
 */
import { prefetch } from '@/lib/prefetch';
import { bootRequests } from './bootRequests';

try {
  prefetch(bootRequests());
} catch {
  // An optimisation only: whatever failed here, the app makes its requests itself.
}
