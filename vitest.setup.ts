import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createHandlers, defaultCatalog } from '@mocks/handlers';
import { localeHandlers } from '@mocks/locales';
import { server } from '@mocks/node';
import { disposeTestResources } from '@testing/disposeAfterTest';
import { forgetCurrencyScales } from '@common/lib/money';
import { forgetServerTime } from '@common/lib/serverClock';
import { WAIT_TIMEOUT_MS } from './tooling/vitest/waitPolicy';
import { loadApiPart } from '@/app/store';
import { loadCashierPage } from '@/app/cashierCode';

// The cashier's code beyond the first screen's (the API, the cashier page) is loaded once here, so
// every store a test makes has the API from the start and the cashier renders at once, as they do
// once that code is in (a page loads it as its first render asks, src/app/cashierCode.tsx).
await Promise.all([loadApiPart(), loadCashierPage()]);

// A request still unanswered when a file ends would answer into a torn-down environment and fail
// a later file ("window is not defined"). Each file ends only once the back end has answered all
// of them and their callbacks (a language file's re-render, say) have run. The listeners are the
// file's own: where a worker runs several files (`isolate: false`) they share the server module.
const inFlight = new Map<string, string>();
const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
  inFlight.set(requestId, `${request.method} ${request.url}`);
};
const onEnd = ({ requestId }: { requestId: string }) => {
  inFlight.delete(requestId);
};

// The mock back end is the network boundary of every test: a request no handler answers fails the test.
beforeAll(() => {
  // Each file starts from a fresh back end (payments, saved profiles, the history ledger), as if
  // the server module were its own: a worker that runs several files keeps that module.
  server.resetHandlers(...createHandlers(defaultCatalog), ...localeHandlers);
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  // The back end's scales come with each cashier's config (common/lib/money.ts): none is the next test's.
  forgetCurrencyScales();
  // Nor the back end's time (common/lib/serverClock.ts): each test starts as a page that has had no answer.
  forgetServerTime();
});
// Registered before the DOM cleanup below, so it runs after it (after-hooks run in reverse): the
// cashiers the test helpers built are disposed once their components are unmounted.
afterEach(() => {
  disposeTestResources();
});

// The DOM helpers only where there is a DOM: a Node test does not pay for loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // jsdom lays nothing out and has no scrollIntoView (happy-dom has a no-op one): a method chosen
  // on a screen without matchMedia reads as narrow, and its form is brought into view
  // (common/ui/focus.ts revealAndFocus). Scrolling itself is checked in Chromium (e2e/mobile.ts).
  if (!('scrollIntoView' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
  }
  const { cleanup, configure } = await import('@testing-library/react');
  // `findBy*` and `waitFor` wait as long as `expect.poll` (tooling/vitest/waitPolicy.ts).
  configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });
  const { preloadRegistered } = await import('@common/lib/preload');
  const { checkFirstScreenEnglish } = await import('@common/i18n');
  // Every cashier a test builds starts with the first screen's English only, as a player's does
  // until the lazy parts load, and a text it lacks fails the test that rendered it: a key the
  // first screen uses must be under common/i18n/firstScreenTexts.ts (docs/i18n.md).
  const missingKeys = new Set<string>();
  checkFirstScreenEnglish((key) => {
    missingKeys.add(key);
  });
  beforeEach(() => {
    missingKeys.clear();
  });
  afterEach(() => {
    if (missingKeys.size === 0) return;
    const keys = [...missingKeys].join(', ');
    missingKeys.clear();
    throw new Error(
      `Rendered keys the loaded English lacks: ${keys}. A text of the first screen belongs ` +
        'under a path of common/i18n/firstScreenTexts.ts; a lazy part waits for loadFullEnglish.',
    );
  });
  // Code-split components the test file reaches are loaded up front, as if imported (common/lib/preload.ts).
  beforeAll(() => preloadRegistered());
  afterEach(() => {
    cleanup();
    // A tab's session ends with the test: a payment kept across a redirect, say, is not the
    // next test's (features/checkout/pendingRedirect.ts).
    sessionStorage.clear();
  });
}

const realSetTimeout = globalThis.setTimeout; // captured before any test fakes timers
const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    realSetTimeout(resolve, ms);
  });

afterAll(async () => {
  for (let waited = 0; inFlight.size > 0 && waited < WAIT_TIMEOUT_MS; waited += 10) {
    await pause(10);
  }
  if (inFlight.size > 0) {
    console.warn('Requests still unanswered when the file ended:', [...inFlight.values()]);
  }
  await pause(10);
  server.events.removeListener('request:start', onStart);
  server.events.removeListener('request:end', onEnd);
  server.close();
});
