/**
 * The mock back end for `npm run dev`: the default handlers in msw's service worker, with a short
 * delay so loading states show. Browser only: imports nothing from Node (see browser.test.ts).
 */
import { type StartOptions, setupWorker } from 'msw/browser';
import { CASHIER_API_BASE } from '@contract/paths';
import { MOCK_PLAYER_COOKIE, MOCK_PLAYER_QUERY } from './backend/player';
import { PLAYER_NAME_PATTERN } from './backend/playerName';
import { createHandlers, defaultCatalog } from './handlers';

export const worker = setupWorker(...createHandlers(defaultCatalog, { delayMs: 400 }));

/**
 * Options for `worker.start()`. `quiet` matters: msw otherwise logs every mocked request to the
 * console, body included, and submit bodies contain card numbers. Only an API request no handler
 * answers is warned about (by method and URL); Vite's own requests pass silently.
 */
export const workerStartOptions = {
  quiet: true,
  onUnhandledRequest(request, print) {
    if (new URL(request.url).pathname.startsWith(CASHIER_API_BASE)) print.warning();
  },
} satisfies StartOptions;

/** Starts the worker with {@link workerStartOptions}. */
export async function startMockWorker(): Promise<void> {
  // `?mock-player=limited` picks the mock player for this browser (docs/mock-backend.md).
  const picked = new URLSearchParams(location.search).get(MOCK_PLAYER_QUERY);
  if (picked !== null && PLAYER_NAME_PATTERN.test(picked)) {
    document.cookie = `${MOCK_PLAYER_COOKIE}=${picked}; path=/; SameSite=Lax`;
  }
  await worker.start(workerStartOptions);
}
