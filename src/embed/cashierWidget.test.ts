// @vitest-environment happy-dom
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { server } from '@mocks/node';
import { onRequest } from '@mocks/testing';
import { cashierRoutes } from '@contract/paths';
import { PENDING_REDIRECT_KEY } from '@features/checkout/pendingRedirectStore';
import {
  CASHIER_WIDGET_TAG,
  CashierWidgetElement,
  WIDGET_ROOT_CLASS,
  cashierIdOnPage,
  defineCashierWidget,
} from './cashierWidget';
import { cameBackFrom } from '@testing/cashier';

beforeAll(() => {
  defineCashierWidget();
});

afterEach(() => {
  act(() => {
    document.body.replaceChildren();
  });
});

function widgetRoot(widget: CashierWidgetElement): HTMLElement {
  const root = widget.shadowRoot?.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`);
  if (!root) throw new Error('The widget has no root in its shadow root.');
  return root;
}

function addWidget(attributes: Record<string, string> = {}): CashierWidgetElement {
  const widget = document.createElement(CASHIER_WIDGET_TAG);
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  act(() => {
    document.body.append(widget);
  });
  return widget;
}

describe('<cashier-widget>', () => {
  it('is defined once, however often its script runs', () => {
    expect(() => {
      defineCashierWidget();
    }).not.toThrow();
    expect(customElements.get(CASHIER_WIDGET_TAG)).toBe(CashierWidgetElement);
  });

  it('renders the cashier inside an open shadow root with the attributes it was given', async () => {
    const widget = addWidget({ language: 'de', 'payment-action': 'cashout', currency: 'USD' });
    expect(widget.shadowRoot).not.toBeNull();
    const root = widgetRoot(widget);
    expect(
      // The German file loads over HTTP first.
      await within(root).findByRole('heading', { level: 1, name: 'Auszahlung' }),
    ).toBeInTheDocument();
    expect(root).toHaveAttribute('lang', 'de');
    // Nothing of the cashier is in the light DOM.
    expect(widget.childNodes).toHaveLength(0);
    expect(document.body.querySelector('h1')).toBeNull();
  });

  it('follows attribute changes through the cashier setters', async () => {
    const requested: string[] = [];
    onRequest((request) => {
      requested.push(request.url);
    });
    const widget = addWidget();
    const root = widgetRoot(widget);
    expect(await within(root).findByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();

    act(() => {
      widget.setAttribute('payment-action', 'cashout');
    });
    expect(await within(root).findByRole('heading', { level: 1, name: 'Cash out' })).toBeVisible();

    act(() => {
      widget.setAttribute('language', 'fr');
    });
    await waitFor(() => {
      expect(root).toHaveAttribute('lang', 'fr');
    });
    expect(await within(root).findByRole('heading', { level: 1, name: 'Retrait' })).toBeVisible();

    act(() => {
      widget.setAttribute('currency', 'USD');
    });
    await waitFor(() => {
      expect(requested.some((url) => new URL(url).searchParams.get('currency') === 'USD')).toBe(
        true,
      );
    });
  });

  it('dispatches its spi-* events on the element, reaching host listeners outside the shadow root', async () => {
    const heard: { type: string; target: EventTarget | null; detail: unknown }[] = [];
    const listener = (event: Event) => {
      heard.push({
        type: event.type,
        target: event.target,
        detail: event instanceof CustomEvent ? event.detail : undefined,
      });
    };
    document.addEventListener('spi-change-language', listener);
    try {
      const widget = addWidget();
      expect(
        await within(widgetRoot(widget)).findByRole('heading', { level: 1, name: 'Deposit' }),
      ).toBeVisible();
      act(() => {
        widget.setAttribute('language', 'de');
      });
      await waitFor(() => {
        expect(heard).toContainEqual({
          type: 'spi-change-language',
          target: widget,
          detail: { language: 'de' },
        });
      });
    } finally {
      document.removeEventListener('spi-change-language', listener);
    }
  });

  it('warns about an unknown payment action and keeps the current one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const widget = addWidget();
    const root = widgetRoot(widget);
    expect(await within(root).findByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    act(() => {
      widget.setAttribute('payment-action', 'withdraw');
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('payment-action'));
    expect(within(root).getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  });

  it('unmounts the cashier when removed from the page and mounts it again when put back', async () => {
    const widget = addWidget();
    expect(
      await within(widgetRoot(widget)).findByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeVisible();
    act(() => {
      widget.remove();
    });
    expect(widget.shadowRoot?.querySelector(`.${WIDGET_ROOT_CLASS}`)).toBeNull();
    act(() => {
      document.body.append(widget);
    });
    expect(
      await within(widgetRoot(widget)).findByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeVisible();
    expect(widget.shadowRoot?.querySelectorAll(`.${WIDGET_ROOT_CLASS}`)).toHaveLength(1);
  });

  it('applies a valid appearance attribute as --cashier-* properties inside the shadow root', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const widget = addWidget({
      appearance: JSON.stringify({
        variables: { colorPrimary: '#7c3aed', borderRadius: '2px', colorText: 'red;}*{x:y' },
      }),
    });
    const root = widgetRoot(widget);
    expect(root.style.getPropertyValue('--cashier-color-primary')).toBe('#7c3aed');
    expect(root.style.getPropertyValue('--cashier-radius')).toBe('2px');
    expect(root.style.getPropertyValue('--cashier-color-text')).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('colorText'));
    // The host element's own style is left alone.
    expect(widget.getAttribute('style')).toBeNull();

    act(() => {
      widget.setAttribute('appearance', '{"variables":{"colorPrimary":"teal"}}');
    });
    expect(root.style.getPropertyValue('--cashier-color-primary')).toBe('teal');
    expect(root.style.getPropertyValue('--cashier-radius')).toBe('');
  });

  it('takes the appearance property over the attribute', () => {
    const widget = addWidget({ appearance: '{"variables":{"colorPrimary":"teal"}}' });
    widget.appearance = { variables: { colorPrimary: '#123456', fontFamily: 'Georgia, serif' } };
    const root = widgetRoot(widget);
    expect(root.style.getPropertyValue('--cashier-color-primary')).toBe('#123456');
    expect(root.style.getPropertyValue('--cashier-font-family')).toBe('Georgia, serif');
    widget.appearance = undefined;
    expect(root.style.getPropertyValue('--cashier-color-primary')).toBe('teal');
  });

  it('links the widget stylesheets inside its shadow root, not in the document', () => {
    const saved = CashierWidgetElement.stylesheets;
    CashierWidgetElement.stylesheets = ['https://cdn.example/widget/cashier-widget.css'];
    try {
      const widget = document.createElement(CASHIER_WIDGET_TAG);
      const links = widget.shadowRoot?.querySelectorAll('link[rel="stylesheet"]');
      expect([...(links ?? [])].map((link) => link.getAttribute('href'))).toEqual([
        'https://cdn.example/widget/cashier-widget.css',
      ]);
      expect(document.head.querySelector('link[rel="stylesheet"], style')).toBeNull();
    } finally {
      CashierWidgetElement.stylesheets = saved;
    }
  });

  it('opens the screen of its route attribute and follows route changes', async () => {
    const widget = addWidget({ route: 'terms-and-conditions' });
    const root = widgetRoot(widget);
    expect(
      await within(root).findByRole('heading', { level: 1, name: 'Payment terms' }),
    ).toBeVisible();
    act(() => {
      widget.setAttribute('route', 'support');
    });
    expect(await within(root).findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => {
      widget.setAttribute('route', 'casino-lobby');
    });
    expect(warn).toHaveBeenCalledWith('<cashier-widget>: unknown route "casino-lobby"');
    expect(within(root).getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  it('opens its route again when the host sets the same route after the player moved on', async () => {
    const widget = addWidget({ route: 'support' });
    const root = widgetRoot(widget);
    expect(await within(root).findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    // The player goes to the history inside the widget; the attribute still says "support".
    act(() => {
      within(root).getByRole('button', { name: 'Transaction history' }).click();
    });
    expect(
      await within(root).findByRole('heading', { level: 1, name: 'Transaction history' }),
    ).toBeVisible();
    act(() => {
      widget.setAttribute('route', 'support');
    });
    expect(await within(root).findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  it('gives its chat and support attributes to the support page; a wrong license offers no chat', async () => {
    const widget = addWidget({
      route: 'support',
      'chat-license': '12345678',
      'chat-group': '2',
      'support-email': 'help@casino.example',
      'support-url': 'https://casino.example/help',
    });
    const root = widgetRoot(widget);
    expect(await within(root).findByRole('button', { name: 'Start chat' })).toBeEnabled();
    expect(
      within(root).getByRole('link', { name: 'Email support at help@casino.example' }),
    ).toHaveAttribute('href', 'mailto:help@casino.example');
    expect(
      within(root).getByRole('link', { name: 'Visit our support page (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://casino.example/help');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      widget.setAttribute('chat-license', 'not-a-number');
    });
    const remounted = widgetRoot(widget);
    expect(
      await within(remounted).findByRole('link', { name: 'Email support at help@casino.example' }),
    ).toBeVisible();
    expect(within(remounted).queryByRole('button', { name: 'Start chat' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Live chat configuration:'));
  });

  it('sends its requests where api-base-url says, signed with the getToken property', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    onRequest((request) => {
      if (request.url.includes('/api/cashier/')) {
        seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
      }
    });
    const widget = document.createElement(CASHIER_WIDGET_TAG);
    widget.setAttribute('api-base-url', location.origin + '/');
    widget.setAttribute('api-credentials', 'bearer');
    widget.getToken = () => Promise.resolve('host-token');
    act(() => {
      document.body.append(widget);
    });
    await within(widgetRoot(widget)).findByRole('heading', { level: 1, name: 'Deposit' });
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.url.startsWith(`${location.origin}/api/cashier/v1/`)).toBe(true);
      expect(request.authorization).toBe('Bearer host-token');
    }
  });

  it('shows why it cannot start when its settings are wrong, naming each, and sends nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests: string[] = [];
    onRequest((request) => {
      if (request.url.includes('/api/')) requests.push(request.url);
    });
    const widget = addWidget({
      'api-base-url': 'javascript:alert(1)',
      'api-credentials': 'token',
    });
    const root = widgetRoot(widget);
    const alert = await within(root).findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      "The cashier can't open right now",
    );
    expect(within(alert).getByText(/^apiBaseUrl: /)).toBeInTheDocument();
    expect(within(alert).getByText(/^credentials: /)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(error).toHaveBeenCalledWith('The cashier cannot start:', expect.any(Array));
  });

  it('is named by its place among the widgets of its page when it has no cashier-id', () => {
    const widgets = [1, 2, 3].map(() => document.createElement(CASHIER_WIDGET_TAG));
    const aside = document.createElement('aside');
    aside.append(...widgets.slice(1));
    document.body.append(widgets[0]!, aside);
    expect(widgets.map(cashierIdOnPage)).toEqual(['main', 'main-2', 'main-3']);
    // Inside a shadow root: its place among that root's widgets.
    const shadow = document.createElement('div').attachShadow({ mode: 'open' });
    const inner = document.createElement(CASHIER_WIDGET_TAG);
    shadow.append(inner);
    expect(cashierIdOnPage(inner)).toBe('main');
    // Not on a page yet: the default.
    expect(cashierIdOnPage(document.createElement(CASHIER_WIDGET_TAG))).toBe('main');
  });

  it('shows a payment on return only in the widget it was made in, which keeps it until seen', async () => {
    // The back end has the payment, still pending: the widget that made it keeps it meanwhile.
    server.use(
      http.get(cashierRoutes.payment, () =>
        HttpResponse.json({
          paymentId: 'pay_here',
          status: 'pending',
          action: 'deposit',
          methodId: 'card',
          amount: '23.02',
          currency: 'EUR',
        }),
      ),
    );
    cameBackFrom('pay_here', 'promo');
    const first = addWidget();
    const promo = addWidget({ 'cashier-id': 'promo' });
    const third = addWidget();
    const returnTitle = "Welcome back: we're confirming your payment";
    expect(await within(widgetRoot(promo)).findByText(returnTitle)).toBeInTheDocument();
    for (const other of [first, third]) {
      expect(
        await within(widgetRoot(other)).findByRole('radio', { name: /Credit or debit card/ }),
      ).toBeInTheDocument();
      expect(within(widgetRoot(other)).queryByText(returnTitle)).toBeNull();
    }
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toContain('"cashierId":"promo"');
  });
});
