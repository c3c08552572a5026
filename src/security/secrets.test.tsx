import { recordActions } from '@testing/recordActions';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogWith, recordJsonBodies, useFreshBackend } from '@mocks/testing';
import { Cashier } from '@features/cashier';
import { renderWithProviders } from '@testing/render';
import { actionSanitizer, stateSanitizer } from '@store/sanitize';
import type { RootState } from '@/app/store';
import { recordingTracker } from '@testing/tracking';
import { cashierRoutes } from '@contract/paths';
import {
  GOOGLE_PAY_DETAILS,
  GOOGLE_PAY_TOKEN,
  TOKEN_MARKER,
} from '@mocks/backend/walletTokens.fixture';

const CARD = '4111111111111111';
const CARD_FORMATTED = '4111 1111 1111 1111';
const CVV = '737';
const PASSWORD = 'S3cret-Passw0rd!';
const IBAN = 'GB82WEST12345698765432';
const IBAN_FORMATTED = 'GB82 WEST 1234 5698 7654 32';

/** Texts that would betray a secret (the CVV only as a whole value: "737" is in timestamps). */
function leaksIn(text: string): string[] {
  const leaks = [CARD, CARD_FORMATTED, PASSWORD, IBAN, IBAN_FORMATTED, TOKEN_MARKER].filter(
    (secret) => text.includes(secret),
  );
  if (new RegExp(`(^|[^\\d])${CVV}($|[^\\d])`).test(text.replace(/\d{10,}/g, ''))) {
    leaks.push(CVV);
  }
  return leaks;
}

/** JSON of anything, including values JSON cannot hold (functions, bigints, cycles). */
function dump(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint' || typeof item === 'function' || typeof item === 'symbol') {
      return String(item);
    }
    if (typeof item === 'object' && item !== null) {
      if (seen.has(item)) return '[circular]';
      seen.add(item);
    }
    return item;
  });
}

function storageDump(storage: Storage): string {
  const entries: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) ?? '';
    entries.push(`${key}=${storage.getItem(key) ?? ''}`);
  }
  return entries.join('\n');
}

/** Records every place a secret could end up while a real form is filled and submitted. */
function createSinks() {
  const { actions, middleware } = recordActions();
  const consoleLines: string[] = [];
  const { tracker, events } = recordingTracker();
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map((arg) => (typeof arg === 'string' ? arg : dump(arg))).join(' '));
    });
  }
  return { actions, events, consoleLines, middleware: [middleware], tracker };
}

type Sinks = ReturnType<typeof createSinks>;

function expectNoSecretAnywhere(sinks: Sinks, state: RootState) {
  const places = {
    'Redux state': dump(state),
    'dispatched actions': dump(sinks.actions),
    'DevTools actions': dump(sinks.actions.map((action) => actionSanitizer(action))),
    'DevTools state': dump(stateSanitizer(state)),
    'tracker events': dump(sinks.events),
    console: sinks.consoleLines.join('\n'),
    localStorage: storageDump(localStorage),
    sessionStorage: storageDump(sessionStorage),
    cookies: document.cookie,
    URL: decodeURIComponent(window.location.href),
  };
  for (const [place, text] of Object.entries(places)) {
    expect(leaksIn(text), place).toEqual([]);
  }
  // The sinks were really recorded (the test can fail).
  expect(sinks.actions.length).toBeGreaterThan(5);
  expect(sinks.events.length).toBeGreaterThan(2);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useFreshBackend(
    catalogWith((catalog) => {
      catalog.methods
        .find((method) => method.id === 'card')
        ?.fields.push({
          name: 'account_password',
          type: 'password',
          label: 'Casino password',
          required: true,
        });
    }),
  );
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('typed secrets', () => {
  it('the leak detector finds each secret (the test can fail)', () => {
    expect(leaksIn(`x ${CARD_FORMATTED} "${CVV}" ${PASSWORD} ${IBAN} ${GOOGLE_PAY_TOKEN}`)).toEqual(
      [CARD_FORMATTED, PASSWORD, IBAN, TOKEN_MARKER, CVV],
    );
    expect(leaksIn('{"fulfilledTimeStamp":1777373712345}')).toEqual([]);
  });

  it('a card number, CVV and password never leave the card form', async () => {
    const sinks = createSinks();
    const { user, store } = renderWithProviders(<Cashier />, {
      middleware: sinks.middleware,
      tracker: sinks.tracker,
    });
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await user.type(await screen.findByLabelText(/^Amount/), '50');
    await user.type(screen.getByLabelText('Card number'), CARD);
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Expiry date'), '1234');
    await user.type(screen.getByLabelText(/^Security code/), CVV);
    await user.type(screen.getByLabelText('Casino password'), PASSWORD);
    expect(screen.getByLabelText('Card number')).toHaveValue(CARD_FORMATTED);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByText(/successful/);
    expectNoSecretAnywhere(sinks, store.getState());
  });

  it('an IBAN never leaves the cash-out form', async () => {
    const sinks = createSinks();
    const { user, store } = renderWithProviders(<Cashier />, {
      middleware: sinks.middleware,
      tracker: sinks.tracker,
      preloadedState: {
        payments: {
          action: 'cashout',
          currency: 'EUR',
          selectedMethodId: { deposit: null, cashout: 'bank_transfer' },
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Amount/), '100');
    await user.type(screen.getByLabelText(/^Account holder/), 'Ada Lovelace');
    const iban = await screen.findByLabelText(/^IBAN/);
    await user.type(iban, IBAN);
    expect((iban as HTMLInputElement).value.replace(/\s/g, '')).toBe(IBAN);
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));
    await screen.findByRole('button', { name: 'Make another payment' });
    expectNoSecretAnywhere(sinks, store.getState());
  });
});

describe('wallet tokens', () => {
  it('a Google Pay token goes into the submit request body and nowhere else', async () => {
    const sinks = createSinks();
    class FakePaymentRequest {
      canMakePayment() {
        return Promise.resolve(true);
      }
      show() {
        return Promise.resolve({
          details: structuredClone(GOOGLE_PAY_DETAILS),
          complete: () => Promise.resolve(),
        });
      }
    }
    vi.stubGlobal('PaymentRequest', FakePaymentRequest);
    const bodies = recordJsonBodies((request) => request.url.includes(cashierRoutes.payments));
    const { user, store } = renderWithProviders(<Cashier />, {
      middleware: sinks.middleware,
      tracker: sinks.tracker,
    });
    await user.click(await screen.findByRole('radio', { name: /Google Pay/ }));
    await user.type(await screen.findByLabelText(/^Amount/), '50');
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    await screen.findByText(/Google Pay payment of 50.00 EUR was accepted/);
    expectNoSecretAnywhere(sinks, store.getState());
    expect(leaksIn(document.documentElement.outerHTML), 'DOM').toEqual([]);
    // The one place it goes (the test can fail: the detector finds it there).
    expect(leaksIn(JSON.stringify(bodies))).toEqual([TOKEN_MARKER]);
  });
});
