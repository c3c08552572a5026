// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paymentsApi } from '@features/payments';
import { cashierRoutes } from '@contract/paths';
import { server } from '@mocks/node';
import { MOCK_PLAYER } from '@mocks/backend/player';
import { createTestCashier } from '@testing/render';
import { recordingTracker } from '@testing/tracking';

async function loadConfig(cashier: ReturnType<typeof createTestCashier>) {
  await cashier.store.dispatch(paymentsApi.endpoints.config.initiate(undefined)).unwrap();
}

describe('players identified', () => {
  it('tracks an anonymous visitor until the config names the player, then the player with their metadata', async () => {
    const { tracker, calls } = recordingTracker();
    const cashier = createTestCashier({ tracker });
    expect(calls).toEqual(['identify anonymous']);
    await loadConfig(cashier);
    expect(tracker.identify).toHaveBeenLastCalledWith(MOCK_PLAYER.id, {
      stag: MOCK_PLAYER.affiliateTag,
      tempPlayerId: MOCK_PLAYER.tempPlayerId,
      license: MOCK_PLAYER.license,
      ipCountry: MOCK_PLAYER.ipCountry,
    });
    // The same config again (a refetch) identifies nobody anew.
    await cashier.store.dispatch(
      paymentsApi.endpoints.config.initiate(undefined, { forceRefetch: true }),
    );
    expect(calls.filter((call) => call.startsWith('identify'))).toHaveLength(2);
  });

  it('stays anonymous for a visitor the config names no player for', async () => {
    server.use(
      http.get(cashierRoutes.config, () =>
        HttpResponse.json({
          currencies: ['EUR'],
          currencyScales: { EUR: 2 },
          defaultCurrency: 'EUR',
          mercuryoMode: 'development',
        }),
      ),
    );
    const { calls } = recordingTracker();
    const recorder = recordingTracker();
    const cashier = createTestCashier({ tracker: recorder.tracker });
    await loadConfig(cashier);
    expect(recorder.calls).toEqual(['identify anonymous']);
    expect(calls).toEqual([]);
  });

  it("identifies the host's player at once, and the host's word wins over the config", async () => {
    const { tracker, calls } = recordingTracker();
    const cashier = createTestCashier({
      tracker,
      player: { id: 'host-7', license: 'ukgc', tempPlayerId: 't-1' },
    });
    expect(tracker.identify).toHaveBeenCalledWith('host-7', {
      license: 'ukgc',
      tempPlayerId: 't-1',
    });
    await loadConfig(cashier);
    expect(calls).toEqual(['identify host-7']);
  });

  it('resets the tracker on logout and tracks an anonymous visitor from then on', async () => {
    const { tracker, calls } = recordingTracker();
    const cashier = createTestCashier({ tracker, player: { id: 'p-1' } });
    cashier.setPlayer(null);
    cashier.setPlayer(null); // twice: nothing more
    expect(calls).toEqual(['identify p-1', 'reset', 'identify anonymous']);
    await loadConfig(cashier); // the config's player does not come back after a logout
    expect(calls).toHaveLength(3);
  });

  it('switches players without a reset: events tracked before the switch stay the first player’s', () => {
    const { tracker, calls } = recordingTracker();
    const cashier = createTestCashier({ tracker, player: { id: 'p-a' } });
    tracker.track('between');
    cashier.setPlayer({ id: 'p-b', ipCountry: 'SE' });
    cashier.setPlayer({ id: 'p-b', ipCountry: 'SE' }); // the same again: nothing
    expect(calls).toEqual(['identify p-a', 'track between', 'identify p-b']);
  });

  it('passes the consent to the tracker and follows its changes', () => {
    const { tracker, calls } = recordingTracker();
    const cashier = createTestCashier({ tracker, consent: 'pending' });
    cashier.setConsent('denied');
    expect(calls).toEqual(['consent pending', 'identify anonymous', 'consent denied']);
  });
});
