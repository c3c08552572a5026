import { afterEach, beforeAll } from 'vitest';
import { forgetCurrencyScales } from '@common/lib/money';
import { forgetServerTime } from '@common/lib/serverClock';

// Pure code (vite.config.ts, project "pure") makes no requests: one that tries fails the test,
// as an unhandled request does under the mock back end elsewhere.
beforeAll(() => {
  globalThis.fetch = () => Promise.reject(new Error('A pure test made a network request.'));
});

// The scales a test gave (common/lib/money.ts) are not the next test's.
afterEach(() => {
  forgetCurrencyScales();
  forgetServerTime();
});
