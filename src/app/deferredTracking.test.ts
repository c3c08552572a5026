// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatOpenRequested } from '@features/chat';
import { currencyChanged, paymentActionChanged } from '@features/payments';
import * as trackingMaps from '@/joins/tracking/trackingMaps';
import { recordingTracker } from '@testing/tracking';
import { createTestCashier } from '@testing/render';

/** The tracking maps' module, handed over when the test says so (as a chunk that loads later). */
function mapsLoadingLater() {
  let resolve!: (module: typeof trackingMaps) => void;
  const promise = new Promise<typeof trackingMaps>((res) => {
    resolve = res;
  });
  return {
    promise,
    load: () => {
      resolve(trackingMaps);
    },
  };
}

/** The `spi-*` events that reach `target`, as `name detail`. */
function spiEventsOn(target: EventTarget) {
  const received: string[] = [];
  for (const name of ['spi-change-payment-action', 'spi-change-currency']) {
    target.addEventListener(name, (event) => {
      received.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`);
    });
  }
  return received;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the tracking maps loading after the first screen', () => {
  it('tracks the actions before its maps load once they do, in order, each at its own time, while the spi-* events go out at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    const maps = mapsLoadingLater();
    const host = document.createElement('div');
    const spi = spiEventsOn(host);
    const { tracker } = recordingTracker();
    const { store } = createTestCashier({ eventTarget: host, tracker, trackingMaps: maps.promise });
    store.dispatch(paymentActionChanged('cashout'));
    vi.setSystemTime(2_000);
    store.dispatch(currencyChanged('USD'));
    store.dispatch(chatOpenRequested());
    expect(spi).toEqual([
      'spi-change-payment-action {"action":"cashout"}',
      'spi-change-currency {"currency":"USD"}',
    ]);
    expect(tracker.track).not.toHaveBeenCalled();

    vi.setSystemTime(3_000);
    maps.load();
    const page = { hostname: location.hostname, pathname: location.pathname };
    await expect
      .poll(() => vi.mocked(tracker.track).mock.calls)
      .toEqual([
        ['payment_action_switched', { payment_action: 'cashout' }, { timestamp: 1_000, page }],
        ['chat_opened', {}, { timestamp: 2_000, page }],
      ]);

    // Loaded, the maps track at once, and the tracker takes the time itself.
    store.dispatch(paymentActionChanged('deposit'));
    expect(vi.mocked(tracker.track).mock.lastCall).toEqual([
      'payment_action_switched',
      { payment_action: 'deposit' },
    ]);
  });

  it("keeps the host's consent and player changes in their place between the actions", async () => {
    const maps = mapsLoadingLater();
    const { tracker, calls } = recordingTracker();
    const cashier = createTestCashier({ tracker, trackingMaps: maps.promise });
    cashier.store.dispatch(paymentActionChanged('cashout'));
    cashier.setConsent('denied');
    cashier.setPlayer({ id: 'player-1' });
    cashier.store.dispatch(chatOpenRequested());
    expect(calls).toEqual([]);

    maps.load();
    await expect
      .poll(() => calls)
      .toEqual([
        'identify anonymous',
        'track payment_action_switched',
        'consent denied',
        'identify player-1',
        'track chat_opened',
      ]);
  });

  it('still delivers what happened before a dispose, then lets the tracker go', async () => {
    const maps = mapsLoadingLater();
    const { tracker, calls } = recordingTracker();
    vi.mocked(tracker.destroy).mockImplementation(() => {
      calls.push('destroy');
    });
    const cashier = createTestCashier({ tracker, trackingMaps: maps.promise });
    cashier.store.dispatch(chatOpenRequested());
    cashier.dispose();
    cashier.store.dispatch(paymentActionChanged('cashout'));
    maps.load();
    await expect.poll(() => calls).toEqual(['identify anonymous', 'track chat_opened', 'destroy']);
  });
});
