import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl, call, catalogWith, useFreshBackend } from '@mocks/testing';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from '@features/cashier/Cashier';

// The back end's time: the day's limit resets at the next UTC midnight, 11 hours away.
const SERVER_NOW = new Date('2026-11-25T13:00:00Z');
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** The mock's player whose day limit is used up, signed in. */
function useLimitUsedUp() {
  useFreshBackend(
    catalogWith((catalog) => {
      const player = catalog.players?.limitUsedUp;
      if (!player) throw new Error('No limitUsedUp mock player');
      catalog.players = { ...catalog.players, default: player };
    }),
  );
}

/**
 * The config as the back end answers it at its time, with its `Date` header, then read on a
 * device whose clock is `skew` ms off.
 */
async function answerConfigAtServerTime(skew: number) {
  const { body } = await call(apiUrl(cashierRoutes.config));
  server.use(
    http.get(
      cashierRoutes.config,
      () =>
        new HttpResponse(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json', Date: SERVER_NOW.toUTCString() },
        }),
    ),
  );
  vi.setSystemTime(SERVER_NOW.getTime() + skew);
}

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
  vi.useFakeTimers({ now: SERVER_NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("a used-up limit on the back end's clock", () => {
  it.each([
    ['two days ahead', TWO_DAYS_MS],
    ['a day ahead', TWO_DAYS_MS / 2],
  ])('stays blocked with the player’s clock %s, past the reset', async (_, skew) => {
    useLimitUsedUp();
    await answerConfigAtServerTime(skew);
    renderWithProviders(<Cashier />);
    const notice = await screen.findByRole('status', {
      name: 'Your daily deposit limit is used up',
    });
    expect(notice).toHaveTextContent('You can deposit again when it resets at 12:00 AM on Nov 26.');
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });
});
