import { act, screen, waitFor, within } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import { Cashier } from '@features/cashier';
import { fastDepositClosed, liveConnectionChanged, paymentsApi } from '@features/payments';
import { cashierRoutes } from '@contract/paths';
import { navigation } from '@features/checkout/navigation';
import { PROVIDER_RESULT_MESSAGE } from '@features/checkout/ProviderFrameDialog';
import { languageChanged } from '@features/navigation';
import type { ConnectionSettings } from '@store/connection';
import { renderWithProviders } from '@testing/render';
import { standalone } from '@testing/secrets';
import type { SpiEventName, SpiEventPayloads } from '@contract/widgetEvents';
import { SPI_EVENT_NAMES } from '@contract/widgetEvents';
import { sentence } from '@testing/sentence';

const CARD = '4111111111111111';
const CVV = '737';
const PASSWORD = 'S3cret-Passw0rd!';
const HOLDER = 'Ada Lovelace';
const FIRST_NAME = 'Grace';

interface Received {
  name: SpiEventName;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
  /** The element the event was dispatched on. */
  target: EventTarget | null;
}

/** Every spi-* event name seen by any test of this file: all 21 must have fired. */
const seenNames = new Set<string>();

/** Listens on `document` (so only bubbling events arrive) for every spi-* event. */
function listenOnDocument() {
  const received: Received[] = [];
  const listeners = SPI_EVENT_NAMES.map((name) => {
    const listener = (event: Event) => {
      if (!(event instanceof CustomEvent)) throw new Error(`${name} is not a CustomEvent`);
      seenNames.add(name);
      received.push({
        name,
        detail: event.detail as unknown,
        bubbles: event.bubbles,
        composed: event.composed,
        target: event.target,
      });
    };
    document.addEventListener(name, listener);
    return () => {
      document.removeEventListener(name, listener);
    };
  });
  return {
    received,
    names: () => received.map((event) => event.name),
    /** The details of every event of this name, in order. */
    detailsOf: <N extends SpiEventName>(name: N) =>
      received
        .filter((event) => event.name === name)
        .map((event) => event.detail as SpiEventPayloads[N]),
    stop: () => {
      for (const stop of listeners) stop();
    },
  };
}

let stopListening: () => void = () => undefined;

/** The app rendered into a host element that emits its events (as `mountCashier` wires it). */
function renderWidget(connection?: ConnectionSettings) {
  const host = document.createElement('div');
  document.body.append(host);
  const events = listenOnDocument();
  stopListening = events.stop;
  const view = renderWithProviders(<Cashier />, {
    container: host,
    eventTarget: host,
    ...(connection ? { connection } : {}),
  });
  return { ...view, host, events };
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function openCard(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
  await screen.findByLabelText(/^Amount/);
}

async function fillCard(user: User, { amount = '50' } = {}) {
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.type(screen.getByLabelText('Card number'), CARD);
  await user.type(screen.getByLabelText('Name on card'), HOLDER);
  await user.type(screen.getByLabelText('Expiry date'), '1234');
  await user.type(screen.getByLabelText(/^Security code/), CVV);
}

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

describe('widget spi-* events', () => {
  beforeEach(() => {
    useFreshBackend();
  });

  afterEach(() => {
    stopListening();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('announces the first methods list, the form, the profile save, the submit and its result — without any typed value', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const card = catalog.methods.find((method) => method.id === 'card');
        card?.fields.push(
          {
            name: 'account_password',
            type: 'password',
            label: 'Casino password',
            required: true,
          },
          {
            name: 'first_name',
            type: 'text',
            label: 'First name',
            // Optional: the mock's submit checks required fields in the payment's own body.
            required: false,
            profileField: true,
          },
        );
      }),
    );
    const { user, events, host } = renderWidget();
    await waitFor(() => {
      expect(events.names()).toContain('spi-new-methods-available');
    });
    const [methods] = events.detailsOf('spi-new-methods-available');
    expect(methods).toMatchObject({ action: 'deposit', currency: 'EUR' });
    expect(methods?.newMethodIds).toContain('card');
    expect(methods?.newMethodIds).toEqual(methods?.methodIds);

    await openCard(user);
    await waitFor(() => {
      expect(events.names()).toContain('spi-render-form');
    });
    expect(events.detailsOf('spi-render-form')).toEqual([
      {
        action: 'deposit',
        methodId: 'card',
        currency: 'EUR',
        fieldNames: [
          'amount',
          'card_number',
          'card_holder',
          'card_expiry',
          'cvv',
          'account_password',
          'first_name',
        ],
      },
    ]);

    await fillCard(user);
    await user.type(screen.getByLabelText('Casino password'), PASSWORD);
    await user.type(screen.getByLabelText('First name'), FIRST_NAME);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    // The cashier's own line (the server's message is only a detail below it), as the host hears it.
    const shown = await screen.findByText(
      'Your deposit went through. It will show in your balance shortly.',
    );
    expect(screen.getByText(/Your card payment of .* was successful/)).toBeInTheDocument();

    expect(events.names()).toEqual([
      'spi-new-methods-available',
      'spi-render-form',
      'spi-user-updated',
      'spi-payment-submit',
      'spi-notification',
    ]);
    expect(events.detailsOf('spi-user-updated')).toEqual([{ fieldNames: ['first_name'] }]);
    expect(events.detailsOf('spi-payment-submit')).toEqual([
      {
        action: 'deposit',
        methodId: 'card',
        currency: 'EUR',
        amount: '50.00',
        savedProfile: false,
      },
    ]);
    expect(events.detailsOf('spi-notification')).toEqual([
      {
        severity: 'success',
        code: 'notify',
        message: shown.textContent,
        paymentId: expect.any(String) as string,
      },
    ]);
    for (const event of events.received) {
      // (target apart: matching a DOM node as a subset walks the whole document.)
      expect(event).toMatchObject({ bubbles: true, composed: true });
      expect(event.target).toBe(host);
    }
    for (const event of events.received) {
      const detail = JSON.stringify(event.detail);
      for (const secret of [
        CARD,
        '4111 1111',
        '1111',
        CVV,
        PASSWORD,
        HOLDER,
        FIRST_NAME,
        '12/34',
      ]) {
        expect(detail, `${event.name} carries "${secret}"`).not.toMatch(standalone(secret));
      }
    }
  });

  it('reports the conversion (Mercuryo) form on screen too', async () => {
    const { user, events } = renderWidget();
    await user.click(await screen.findByRole('radio', { name: /Buy crypto with a card/ }));
    await screen.findByLabelText('You pay (EUR)');
    await waitFor(() => {
      expect(events.detailsOf('spi-render-form')).toEqual([
        {
          action: 'deposit',
          methodId: 'mercuryo_crypto',
          currency: 'EUR',
          fieldNames: ['crypto', 'amount'],
        },
      ]);
    });
  });

  it('reports deposit/cash-out and currency changes, and the new lists they bring', async () => {
    const { user, events } = renderWidget();
    await waitFor(() => {
      expect(events.names()).toContain('spi-new-methods-available');
    });
    await user.click(screen.getByRole('radio', { name: 'Cash out' }));
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await waitFor(() => {
      expect(events.detailsOf('spi-new-methods-available')).toHaveLength(3);
    });

    expect(events.detailsOf('spi-change-payment-action')).toEqual([{ action: 'cashout' }]);
    expect(events.detailsOf('spi-change-currency')).toEqual([{ currency: 'USD' }]);
    expect(
      events
        .detailsOf('spi-new-methods-available')
        .map(({ action, currency }) => [action, currency]),
    ).toEqual([
      ['deposit', 'EUR'],
      ['cashout', 'EUR'],
      ['cashout', 'USD'],
    ]);
  });

  it('announces new methods only when a list gains some', async () => {
    const { store, events } = renderWidget();
    await waitFor(() => {
      expect(events.names()).toContain('spi-new-methods-available');
    });
    // The same list again (e.g. after a language change): nothing new.
    await act(async () => {
      await store.dispatch(
        paymentsApi.endpoints.getMethods.initiate(
          { action: 'deposit', currency: 'EUR' },
          { forceRefetch: true },
        ),
      );
    });
    expect(events.detailsOf('spi-new-methods-available')).toHaveLength(1);

    useFreshBackend(
      catalogWith((catalog) => {
        const skrill = catalog.methods.find((method) => method.id === 'skrill');
        if (!skrill) throw new Error('no skrill method');
        catalog.methods.push({ ...skrill, id: 'skrill_fast', name: 'Skrill Fast' });
      }),
    );
    await act(async () => {
      await store.dispatch(
        paymentsApi.endpoints.getMethods.initiate(
          { action: 'deposit', currency: 'EUR' },
          { forceRefetch: true },
        ),
      );
    });
    const announced = events.detailsOf('spi-new-methods-available');
    expect(announced).toHaveLength(2);
    expect(announced[1]?.newMethodIds).toEqual(['skrill_fast']);
  });

  it('reports saved payment details removed by the player and ones that appear', async () => {
    const { user, events } = renderWidget();
    await openCard(user);
    // The back end now also knows a newly saved card.
    useFreshBackend(
      catalogWith((catalog) => {
        const card = catalog.methods.find((method) => method.id === 'card');
        card?.savedProfiles?.push({
          id: 'card-visa-1881',
          label: 'Visa •••• 1881',
          brand: 'visa',
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('radio', { name: 'Visa •••• 1881' })).toBeInTheDocument();

    expect(events.detailsOf('spi-accounts-updated')).toEqual([
      { change: 'removed', profiles: [{ methodId: 'card', profileId: 'card-visa-4242' }] },
      { change: 'added', profiles: [{ methodId: 'card', profileId: 'card-visa-1881' }] },
    ]);
    expect(JSON.stringify(events.detailsOf('spi-accounts-updated'))).not.toContain('••••');
  });

  it('reports the redirect to the provider just before leaving', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json({
          status: 'user_redirected',
          paymentId: 'p-redirect',
          redirectUrl: 'https://psp.example/pay?id=7',
        }),
      ),
    );
    const { user, events } = renderWidget();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    let redirectsBeforeLeaving = -1;
    assign.mockImplementation(() => {
      redirectsBeforeLeaving = events.detailsOf('spi-redirect').length;
    });
    await openCard(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledOnce();
    });
    expect(redirectsBeforeLeaving).toBe(1);
    expect(events.detailsOf('spi-redirect')).toEqual([
      { methodId: 'card', paymentId: 'p-redirect', url: 'https://psp.example/pay?id=7' },
    ]);
  });

  it('reports the provider dialog closing, by the provider or by the player', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json({
          status: 'iframe_opened',
          paymentId: 'p3ds',
          iframeUrl: 'https://acs.example/3ds',
        }),
      ),
      // The dialog's message is a hint: the back end's answer is the outcome.
      http.get(cashierRoutes.payment, () =>
        json({
          paymentId: 'p3ds',
          status: 'failed',
          action: 'deposit',
          methodId: 'card',
          amount: '50.00',
          currency: 'EUR',
        }),
      ),
    );
    const { user, events } = renderWidget();
    await openCard(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const frame = within(await screen.findByRole('dialog')).getByTitle('Payment provider');
    expect(events.detailsOf('spi-payment-popup-closed')).toEqual([]);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://acs.example',
          source: (frame as HTMLIFrameElement).contentWindow,
          data: { type: PROVIDER_RESULT_MESSAGE, status: 'failure' },
        }),
      );
    });
    await screen.findByText('Payment not completed');
    expect(events.detailsOf('spi-payment-popup-closed')).toEqual([
      { methodId: 'card', paymentId: 'p3ds', reason: 'completed' },
    ]);
    expect(events.detailsOf('spi-notification')).toEqual([
      {
        severity: 'error',
        code: 'payment_status_changed',
        // The host gets the sentence as the cashier draws it: the method's name isolated.
        message:
          '\u2068Credit or debit card\u2069, €50.00: the provider could not complete the payment. Nothing was charged. Try again or choose another method.',
        paymentId: 'p3ds',
      },
    ]);

    // Another payment, and this time the player closes the dialog.
    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close the payment window' }));
    await screen.findByText('Not completed; nothing was charged');
    expect(events.detailsOf('spi-payment-popup-closed')[1]).toEqual({
      methodId: 'card',
      paymentId: 'p3ds',
      reason: 'dismissed',
    });
    expect(events.detailsOf('spi-notification')[1]).toMatchObject({
      severity: 'info',
      code: 'popup_unknown',
    });
    // The form was on screen twice.
    expect(events.detailsOf('spi-render-form')).toHaveLength(2);
  });

  it('reports a refused payment as an error notification with the text the player reads', async () => {
    server.use(
      http.post(cashierRoutes.payments, () =>
        json({ error: { type: 'request_error', status: 'PAYMENT_PROCESSING_ERROR' } }, 402),
      ),
    );
    const { user, events } = renderWidget();
    await openCard(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const shown = await screen.findByText(/payment was declined/);
    await waitFor(() => {
      expect(events.detailsOf('spi-notification')).toEqual([
        { severity: 'error', code: 'PAYMENT_PROCESSING_ERROR', message: shown.textContent },
      ]);
    });
  });

  it('maps the language, live-connection and fast-deposit actions', () => {
    const { store, events } = renderWidget();
    act(() => {
      // The language select lives in src/app: mountCashier.test.tsx drives it by hand.
      store.dispatch(languageChanged('fi'));
      store.dispatch(liveConnectionChanged({ connected: true, attempt: 0 }));
      store.dispatch(liveConnectionChanged({ connected: false, attempt: 1 }));
      store.dispatch(fastDepositClosed({ reason: 'dismissed' }));
    });
    expect(events.detailsOf('spi-web-socket-connection')).toEqual([
      { connected: true, attempt: 0 },
      { connected: false, attempt: 1 },
    ]);
    expect(events.detailsOf('spi-change-language')).toEqual([{ language: 'fi' }]);
    expect(events.detailsOf('spi-close-fast-deposit-modal')).toEqual([{ reason: 'dismissed' }]);
  });

  it('tells the host that the session expired, then that it ended when no new token helped', async () => {
    // The mock back end refuses bearer tokens that start with "expired" (mocks/backend/session.ts).
    const getToken = vi.fn((reason: string) => `expired-${reason}`);
    const { events } = renderWidget({ credentials: 'bearer', getToken });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => {
      expect(events.names()).toContain('spi-session-ended');
    });
    expect(events.detailsOf('spi-session-expired')[0]).toEqual({ credentials: 'bearer' });
    expect(events.detailsOf('spi-session-ended')[0]).toEqual({});
    expect(getToken).toHaveBeenCalledWith('expired');
  });

  it('keeps the cashier working when a listener or the sink throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sink = {
      emit: () => {
        throw new Error('host listener exploded');
      },
    };
    const { user } = renderWithProviders(<Cashier />, { eventSink: sink });
    await user.click(await screen.findByRole('radio', { name: 'Cash out' }));
    expect(await screen.findByRole('heading', { name: 'Cash out', level: 1 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Widget event rule "payment action changed" failed:',
      expect.any(Error),
    );
  });

  it('tells the host of a deposit over a limit and of deposits blocked by a cool-off', async () => {
    const playing = (name: string) =>
      catalogWith((catalog) => {
        const player = catalog.players?.[name];
        if (player) catalog.players = { ...catalog.players, default: player };
      });
    useFreshBackend(playing('limited'));
    const { user, events, unmount } = renderWidget();
    await openCard(user);
    await user.type(screen.getByLabelText(/^Amount/), '150.01');
    await user.tab();
    await waitFor(() => {
      expect(events.detailsOf('spi-deposit-limit-reached')).toEqual([
        { period: 'day', currency: 'EUR', remaining: '150.00', source: 'amount_check' },
      ]);
    });
    unmount();
    stopListening();

    useFreshBackend(playing('coolingOff'));
    const blocked = renderWidget();
    await waitFor(() => {
      expect(blocked.events.detailsOf('spi-deposits-blocked')).toEqual([
        { kind: 'cool_off', until: expect.stringMatching(/T00:00:00\.000Z$/) as unknown },
      ]);
    });
  });

  it('tells the host of the identity check before the form and of an uploaded document, never the file', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const player = catalog.players?.verificationRequired;
        if (!player?.verification) return;
        // One document asked for: its upload makes the whole check pending.
        const verification = {
          ...player.verification,
          documents: [{ kind: 'identity' as const, status: 'required' as const }],
        };
        catalog.players = { ...catalog.players, default: { ...player, verification } };
      }),
    );
    const { user, events } = renderWidget();
    await waitFor(() => {
      expect(events.detailsOf('spi-verification-required')).toEqual([
        { gate: 'deposit', status: 'required' },
      ]);
    });
    await user.upload(
      await screen.findByLabelText(/^Choose a file/),
      new File(['scan'], 'passport.png', { type: 'image/png' }),
    );
    await screen.findByText(sentence(/Chosen: passport\.png/));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    await waitFor(() => {
      expect(events.detailsOf('spi-verification-document-uploaded')).toEqual([
        { status: 'pending' },
      ]);
    });
    expect(events.detailsOf('spi-verification-status-changed')).toEqual([
      { status: 'pending', source: 'upload' },
    ]);
    expect(JSON.stringify(events.received.map((event) => event.detail))).not.toContain('passport');
  });

  it('tells the host that a wallet method ended without a payment (its sheet closed)', async () => {
    class ClosedSheet {
      canMakePayment() {
        return Promise.resolve(true);
      }
      show() {
        return Promise.reject(new DOMException('The sheet was closed.', 'AbortError'));
      }
    }
    vi.stubGlobal('PaymentRequest', ClosedSheet);
    const { user, events } = renderWidget();
    await user.click(await screen.findByRole('radio', { name: /Google Pay/ }));
    await user.type(await screen.findByLabelText(/^Amount/), '50');
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    await waitFor(() => {
      expect(events.detailsOf('spi-wallet-outcome')).toEqual([
        { methodId: 'googlepay', wallet: 'googlepay', outcome: 'cancelled' },
      ]);
    });
    expect(events.names()).not.toContain('spi-payment-submit');
  });

  // Runs last (tests of a file run in order): every event had its moment in the tests above.
  it('has fired all 21 events across these tests', () => {
    expect([...seenNames].sort()).toEqual([...SPI_EVENT_NAMES].sort());
  });
});
