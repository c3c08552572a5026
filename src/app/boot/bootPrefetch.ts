/**
 * The boot script, inlined in index.html's head by `bootPrefetchPlugin`
 * (tooling/vite/bootPrefetchPlugin.ts; a classic script, run while the page is parsed), does what
 * the first screen will need before the app's JavaScript has arrived
 * (docs/budgets-and-benchmarks.md):
 * - it starts the cashier's first API requests, so their answers arrive while the app's code is
 *   still downloading instead of after it has run; the app's base query takes them over
 *   (common/lib/prefetch.ts);
 * - when the first screen prerendered into index.html is not this page's (another language, route),
 *   it hides it until the app has rendered its own (./prerenderedFits.ts);
 * - after the first paint, it makes the page's first `Intl.NumberFormat`, which loads the number
 *   data of the ICU library (20–40 ms on a desktop, several times that on a phone): the method list
 *   formats amounts, and its first render no longer pays for that.
 */
import { prefetch } from '@common/lib/prefetch';
import { initialLanguage } from '../initialLanguage';
import { hideUnfittingPrerender } from './prerenderedFits';
import { bootRequests, prefetchBootRequests } from './bootRequests';
import { bootApiBaseUrl, runtimeConfigRequest } from './runtimeConfigRequest';

try {
  hideUnfittingPrerender();
} catch {
  // Nothing hidden: the app renders over the prerendered screen.
}

// The runtime settings first (src/app/boot/loadRuntimeConfig.ts takes this answer over): they say
// where the API is. No file (404): the build's API origin.
try {
  const [settings] = prefetch([runtimeConfigRequest()]);
  settings
    ?.then((response) => (response.status === 404 ? {} : response.clone().json()))
    .then((json: unknown) => {
      const apiBaseUrl = bootApiBaseUrl(json);
      const requests = apiBaseUrl === null ? null : bootRequests(window, apiBaseUrl);
      if (requests) void prefetchBootRequests(requests);
    })
    .catch(() => undefined);
} catch {
  // An optimisation only: whatever failed here, the app makes its requests itself.
}

requestAnimationFrame(() =>
  setTimeout(() => {
    try {
      new Intl.NumberFormat(initialLanguage(), { style: 'currency', currency: 'EUR' }).format(0);
    } catch {
      // Nothing to warm up.
    }
  }, 0),
);
