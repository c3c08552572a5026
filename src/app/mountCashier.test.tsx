import { recordActions } from '@testing/recordActions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import { cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { PENDING_REDIRECT_KEY } from '@features/checkout/pendingRedirectStore';
import { CashierSettingsError, mountCashier } from './mountCashier';
import { cameBackFrom } from '@testing/cashier';

/** A card deposit of €23.02 the player left cashier `cashierId` for, which the back end says went through. */
function cameBackToCashier(cashierId: string) {
  cameBackFrom('pay_back', cashierId);
  server.use(
    http.get(cashierRoutes.payment, ({ params }) =>
      HttpResponse.json({
        paymentId: String(params.paymentId),
        status: 'success',
        action: 'deposit',
        methodId: 'card',
        amount: '23.02',
        currency: 'EUR',
      } satisfies PaymentStatus),
    ),
  );
}

describe('mountCashier', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  it('mounts the cashier in a host element with the given language, currency and action', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, { language: 'de', currency: 'USD', paymentAction: 'cashout' });
    });
    // German is fetched (msw) before the cashier shows.
    await waitFor(() => {
      expect(host).toHaveAttribute('lang', 'de');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auszahlung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    act(() => {
      cashier.unmount();
    });
    expect(host).toBeEmptyDOMElement();
  });

  it("links the operator's responsible-gambling page when deposits are blocked", async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const player = catalog.players?.selfExcluded;
        if (player) catalog.players = { ...catalog.players, default: player };
      }),
    );
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, { responsibleGamblingUrl: 'https://operator.example/safer' });
    });
    expect(await screen.findByRole('link', { name: 'Responsible gambling help' })).toHaveAttribute(
      'href',
      'https://operator.example/safer',
    );
    act(() => {
      cashier.unmount();
    });
    expect(() => mountCashier(host, { responsibleGamblingUrl: 'javascript:alert(1)' })).toThrow(
      /responsibleGamblingUrl: must be an http\(s\) URL/,
    );
  });

  it("links the operator's verification page when the identity check holds a payment back", async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        const player = catalog.players?.verificationRequired;
        if (player) catalog.players = { ...catalog.players, default: player };
      }),
    );
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, { verificationUrl: 'https://operator.example/kyc' });
    });
    expect(
      await screen.findByRole('link', {
        name: "Verify on the operator's page (opens in a new tab)",
      }),
    ).toHaveAttribute('href', 'https://operator.example/kyc');
    act(() => {
      cashier.unmount();
    });
    expect(() => mountCashier(host, { verificationUrl: 'javascript:alert(1)' })).toThrow(
      /verificationUrl: must be an http\(s\) URL/,
    );
  });

  it('offers the support email and page it is given on the support page', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, {
        route: 'support',
        supportEmail: 'help@operator.example',
        supportUrl: '/help',
      });
    });
    expect(
      await screen.findByRole('link', { name: 'Email support at help@operator.example' }),
    ).toHaveAttribute('href', 'mailto:help@operator.example');
    expect(
      screen.getByRole('link', { name: 'Visit our support page (opens in a new tab)' }),
    ).toHaveAttribute('href', `${location.origin}/help`);
    act(() => {
      cashier.unmount();
    });
  });

  it('leaves out a wrong support contact, naming it in the console, and mounts the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, {
        route: 'support',
        supportEmail: 'help desk',
        supportUrl: 'https://operator.example/help',
      });
    });
    expect(
      await screen.findByRole('link', { name: 'Visit our support page (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://operator.example/help');
    expect(screen.queryByRole('link', { name: /^Email/ })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^mountCashier: supportEmail: must be a plain email address.*ignored/),
    );
    act(() => {
      cashier.unmount();
    });
  });

  it('switches language through its setter without touching the host page', async () => {
    window.history.replaceState(null, '', '/host/page?x=1');
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    act(() => {
      cashier.setLanguage('ar');
    });
    await waitFor(() => {
      expect(host).toHaveAttribute('dir', 'rtl');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'إيداع' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/host/page?x=1');
    expect(localStorage.getItem('cashier.language')).toBeNull();
    act(() => {
      cashier.unmount();
    });
    window.history.replaceState(null, '', '/');
  });

  it('emits its spi-* events on the mount element, bubbling to the document', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const received: { name: string; detail: unknown; target: EventTarget | null }[] = [];
    const record = (event: Event) => {
      received.push({
        name: event.type,
        detail: (event as CustomEvent).detail as unknown,
        target: event.target,
      });
    };
    document.addEventListener('spi-change-language', record);
    document.addEventListener('spi-change-currency', record);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host);
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    act(() => {
      cashier.setCurrency('USD');
    });

    expect(received.map(({ name, detail }) => ({ name, detail }))).toEqual([
      { name: 'spi-change-language', detail: { language: 'fr' } },
      { name: 'spi-change-currency', detail: { currency: 'USD' } },
    ]);
    expect(received.every(({ target }) => target === host)).toBe(true);
    document.removeEventListener('spi-change-language', record);
    document.removeEventListener('spi-change-currency', record);
    act(() => {
      cashier.unmount();
    });
  });

  it("starts from the host's choices without announcing them, and announces only real changes", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const received: string[] = [];
    const record = (event: Event) => {
      received.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
    };
    const names = ['spi-change-language', 'spi-change-currency', 'spi-change-payment-action'];
    for (const name of names) document.addEventListener(name, record);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, { language: 'fr', currency: 'USD', paymentAction: 'cashout' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retrait' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Devise' })).toHaveValue('USD');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Skrill/ }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Skrill account email' }),
      'ada@example.com',
    );

    // The same values again: nothing announced, and the open form keeps what was typed.
    act(() => {
      cashier.setLanguage('fr');
      cashier.setCurrency('USD');
      cashier.setPaymentAction('cashout');
    });
    expect(screen.getByRole('textbox', { name: 'Skrill account email' })).toHaveValue(
      'ada@example.com',
    );
    act(() => {
      cashier.setCurrency('EUR');
    });
    expect(received).toEqual(['spi-change-currency {"currency":"EUR"}']);
    for (const name of names) document.removeEventListener(name, record);
    act(() => {
      cashier.unmount();
    });
  });

  it('shows its sections as buttons, not links to paths the host page does not have', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transaction history' }));
    expect(screen.getByRole('button', { name: 'Transaction history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: 'Cashier' })).not.toBeInTheDocument();
    act(() => {
      cashier.unmount();
    });
  });

  it('lets go of the window when unmounted: focus and online reach its store no more', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const { actions, middleware } = recordActions();
    const seen = () => actions.map((action) => action.type);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, { middleware: [middleware] });
    });
    window.dispatchEvent(new Event('online'));
    expect(seen()).toContain('__rtkq/online');
    act(() => {
      cashier.unmount();
    });
    actions.length = 0;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    expect(seen()).toEqual([]);
  });

  it('emits on the given eventTarget and posts to the configured parent origin when framed', () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const host = document.createElement('div');
    const widget = document.createElement('cashier-widget-stand-in');
    widget.append(host);
    document.body.append(widget);
    const onWidget = vi.fn();
    widget.addEventListener('spi-change-payment-action', onWidget);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, {
        eventTarget: widget,
        parentOrigin: 'https://casino.example',
      });
    });
    act(() => {
      cashier.setPaymentAction('cashout');
    });

    expect(onWidget).toHaveBeenCalledOnce();
    const event = onWidget.mock.calls[0]?.[0] as CustomEvent | undefined;
    expect(event?.target).toBe(widget);
    expect(event?.detail).toEqual({ action: 'cashout' });
    expect(postMessage).toHaveBeenCalledWith(
      {
        source: 'cashier-widget',
        type: 'spi-change-payment-action',
        detail: { action: 'cashout' },
      },
      'https://casino.example',
    );
    act(() => {
      cashier.unmount();
    });
  });

  it('posts nothing to the parent window for an invalid or missing parent origin', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const cashiers = [{ parentOrigin: '*' }, {}].map((options) => {
      const host = document.createElement('div');
      document.body.append(host);
      let cashier!: ReturnType<typeof mountCashier>;
      act(() => {
        cashier = mountCashier(host, options);
      });
      act(() => {
        cashier.setPaymentAction('cashout');
      });
      return cashier;
    });
    expect(postMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"*" is not an http(s) origin'));
    act(() => {
      for (const cashier of cashiers) cashier.unmount();
    });
  });

  it('shows a payment on return only in the cashier it was made in, by its id', async () => {
    cameBackToCashier('sidebar');
    const mainHost = document.createElement('div');
    const sidebarHost = document.createElement('div');
    document.body.append(mainHost, sidebarHost);
    let cashiers: ReturnType<typeof mountCashier>[] = [];
    act(() => {
      cashiers = [mountCashier(mainHost), mountCashier(sidebarHost, { id: 'sidebar' })];
    });
    expect(await within(sidebarHost).findByText('Payment complete')).toBeInTheDocument();
    expect(
      await within(mainHost).findByRole('radio', { name: /Credit or debit card/ }),
    ).toBeInTheDocument();
    expect(within(mainHost).queryByText('Payment complete')).toBeNull();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toContain('"cashierId":"sidebar"');
    act(() => {
      for (const cashier of cashiers) cashier.unmount();
    });
  });

  it('shows a payment on return in a cashier without id as before: the page has one cashier', async () => {
    cameBackToCashier('main');
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host);
    });
    expect(await within(host).findByText('Payment complete')).toBeInTheDocument();
    act(() => {
      cashier.unmount();
    });
  });

  it('warns when two cashiers mounted at once share an id, and not once the first is gone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const newHost = () => document.body.appendChild(document.createElement('div'));
    const [first, second, third] = [newHost(), newHost(), newHost()];
    const mounted: ReturnType<typeof mountCashier>[] = [];
    act(() => {
      mounted.push(mountCashier(first, { id: 'sidebar' }), mountCashier(second, { id: 'lobby' }));
    });
    expect(warn).not.toHaveBeenCalled();
    act(() => {
      mounted.push(mountCashier(third, { id: 'sidebar' }));
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('another cashier on this page is "sidebar" too'),
    );
    act(() => {
      for (const cashier of mounted.splice(0)) cashier.unmount();
    });
    act(() => {
      mounted.push(mountCashier(first, { id: 'sidebar' }));
    });
    expect(warn).toHaveBeenCalledTimes(1);
    act(() => {
      mounted[0]?.unmount();
    });
  });

  it('refuses an id that is empty or longer than 64 characters, naming it', () => {
    const host = document.createElement('div');
    for (const id of ['', '  ', 'x'.repeat(65)]) {
      expect(() => mountCashier(host, { id })).toThrow(CashierSettingsError);
      expect(() => mountCashier(host, { id })).toThrow(/id: must be 1 to 64 characters/);
    }
    expect(host).toBeEmptyDOMElement();
  });
});
