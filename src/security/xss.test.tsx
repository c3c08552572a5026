// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverText } from '@common/i18n/serverText';
import { answerTransactions } from '@mocks/backend/history';
import type { CatalogMethod } from '@mocks/catalog/methodSchema';
import type { Catalog } from '@mocks/catalog/schema';
import { server } from '@mocks/node';
import { catalogWith, useFreshBackend, withAmountOnlyHipay } from '@mocks/testing';
import { historyPaths, TransactionHistory } from '@features/history';
import type { Transaction } from '@features/history';
import { Cashier } from '@features/cashier';
import { cashierRoutes } from '@contract/paths';
import type { Field } from '@features/payments';
import { renderWithProviders } from '@testing/render';
import type { RootState } from '@/app/store';
import { XSS_PAYLOADS, XSS_SENTINEL, findInjectedMarkup } from './xssPayloads';

const N = XSS_PAYLOADS.length;
const payload = (index: number): string => XSS_PAYLOADS[index % N]!;

/**
 * Every payload, packed into as few texts as the wire allows (each at most `limit` characters):
 * a few submits show them all, instead of one submit per payload.
 */
function packedPayloads(limit: number): string[] {
  const packs: string[] = [];
  for (const text of XSS_PAYLOADS) {
    const last = packs.at(-1);
    if (last !== undefined && last.length + 1 + text.length <= limit) {
      packs[packs.length - 1] = `${last} ${text}`;
    } else {
      packs.push(text);
    }
  }
  return packs;
}
/** The longest message a submit's answer may carry, and a field error (features/payments/api/schemas.ts). */
const MESSAGE_LIMIT = 2000;
const FIELD_MESSAGE_LIMIT = 500;

/** A method whose every text is a payload: one text field, one banner and one option per payload. */
const XSS_METHOD_ID = 'xss_every_text';

function everyTextMethod(): CatalogMethod {
  const fields: Field[] = [{ name: 'amount', type: 'amount', label: payload(0), required: true }];
  XSS_PAYLOADS.forEach((text, index) => {
    fields.push({
      name: `text_${index}`,
      type: 'text',
      label: text,
      placeholder: payload(index + 1),
      hint: payload(index + 2),
    });
    fields.push({ name: `banner_${index}`, type: 'banner', label: '', text });
  });
  fields.push({
    name: 'choice',
    type: 'select',
    label: payload(3),
    options: XSS_PAYLOADS.map((label, index) => ({ value: `v${index}`, label })),
  });
  return {
    id: XSS_METHOD_ID,
    provider: 'xss',
    brand: 'xss',
    type: 'direct',
    name: payload(0),
    description: payload(1),
    actions: ['deposit', 'cashout'],
    limits: { EUR: { min: '10.00', max: '1000.00' }, USD: { min: '10.00', max: '1000.00' } },
    commission: { type: 'none' },
    processingTime: { type: 'instant' },
    fieldsVersion: 'xss-1',
    fields,
    result: { status: 'notify', severity: 'success', message: payload(2) },
  };
}

/** Every server text of the catalog replaced by a payload (round robin), plus `everyTextMethod`. */
function poisonedCatalog(): Catalog {
  let next = 0;
  const take = () => payload(next++);
  const poisonOptions = (options: Field['options']) => {
    for (const option of options ?? []) {
      option.label = take();
      poisonOptions(option.children);
    }
  };
  return catalogWith((catalog) => {
    for (const [index, method] of catalog.methods.entries()) {
      method.name = payload(index); // distinct names (the catalog has fewer methods than payloads)
      if (method.description !== undefined) method.description = take();
      delete method.translations;
      for (const profile of method.savedProfiles ?? []) profile.label = take();
      for (const field of method.fields) {
        if (field.label !== '') field.label = take();
        if (field.placeholder !== undefined) field.placeholder = take();
        if (field.hint !== undefined) field.hint = take();
        if (field.text !== undefined) field.text = take();
        if (field.network !== undefined) field.network = take();
        poisonOptions(field.options);
        for (const network of field.networks ?? []) network.label = take();
      }
      if (method.result.status === 'notify') method.result.message = take();
    }
    for (const conversion of catalog.conversionMethods ?? []) conversion.name = take();
    for (const scenario of catalog.scenarios ?? []) {
      if ('error' in scenario.respond) scenario.respond.error.message = take();
    }
    catalog.methods.unshift(everyTextMethod());
    withAmountOnlyHipay(catalog);
  });
}

type XssWindow = Window & Partial<Record<typeof XSS_SENTINEL, unknown>>;

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  useFreshBackend(poisonedCatalog());
});

afterEach(() => {
  Reflect.deleteProperty(window, XSS_SENTINEL);
});

/** Nothing ran, nothing was parsed as markup. */
function expectNothingExecuted() {
  expect((window as XssWindow)[XSS_SENTINEL]).toBeUndefined();
  expect(alert).not.toHaveBeenCalled();
  expect(findInjectedMarkup(document)).toEqual([]);
}

const pageText = () => document.body.textContent;

function preloaded(
  action: 'deposit' | 'cashout',
  currency: string,
  methodId: string | null,
): Partial<RootState> {
  return {
    payments: {
      action,
      currency,
      selectedMethodId: {
        deposit: action === 'deposit' ? methodId : null,
        cashout: action === 'cashout' ? methodId : null,
      },
    },
  };
}

describe('XSS payloads in server text', () => {
  it('are caught by the detector when parsed as markup (the suite can fail)', () => {
    const trap = document.createElement('div');
    trap.innerHTML = XSS_PAYLOADS.join('');
    document.body.append(trap);
    try {
      expect(findInjectedMarkup(document).length).toBeGreaterThan(10);
      // jsdom compiles inline handlers (it runs them in its own global, so the sentinel is
      // checked for real in Chromium by e2e/security.spec.ts): such markup would be live.
      expect(typeof trap.querySelector<HTMLInputElement>('[onfocus]')?.onfocus).toBe('function');
    } finally {
      trap.remove();
    }
  });

  it.each([
    ['deposit', 'USD'],
    ['deposit', 'EUR'],
    ['cashout', 'USD'],
  ] as const)('method names in the %s list (%s) show as text', async (action, currency) => {
    renderWithProviders(<Cashier />, { preloadedState: preloaded(action, currency, null) });
    const radios = () => document.querySelectorAll('input[name="payment-method"]');
    await waitFor(() => {
      expect(radios().length).toBeGreaterThan(2);
    });
    const names = Array.from(radios(), (radio) => radio.closest('label')?.textContent ?? '');
    for (const name of names) {
      expect(
        XSS_PAYLOADS.some((text) => name.includes(serverText(text))),
        name,
      ).toBe(true);
    }
    // Many different payloads, not one repeated.
    const shown = XSS_PAYLOADS.filter((text) =>
      names.some((name) => name.includes(serverText(text))),
    );
    expect(shown.length).toBeGreaterThan(3);
    expectNothingExecuted();
  });

  it('labels, placeholders, hints, options and banners show as text', async () => {
    renderWithProviders(<Cashier />, {
      preloadedState: preloaded('deposit', 'EUR', XSS_METHOD_ID),
    });
    await screen.findByRole('heading', { name: payload(0) });
    const text = pageText();
    const placeholders = Array.from(document.querySelectorAll('[placeholder]'), (element) =>
      element.getAttribute('placeholder'),
    );
    const options = Array.from(document.querySelectorAll('option'), (option) => option.text);
    for (const [index, expected] of XSS_PAYLOADS.entries()) {
      expect(text, `label/banner/hint ${index}`).toContain(serverText(expected));
      // Placeholders and options are server text too: made safe to draw, kept as text.
      expect(placeholders, `placeholder ${index}`).toContain(serverText(expected));
      expect(options, `option ${index}`).toContain(serverText(expected));
    }
    // Labels stay labels: each text field is reachable by its payload label.
    expect(screen.getAllByLabelText(payload(5), { exact: false }).length).toBeGreaterThan(0);
    expectNothingExecuted();
  });

  it.each([
    ['deposit', 'EUR', 'card'],
    ['cashout', 'EUR', 'card'],
    ['cashout', 'EUR', 'bank_transfer'],
    ['deposit', 'BTC', 'bitcoin'],
    ['cashout', 'BTC', 'crypto_wallet_cashout'],
    ['cashout', 'USD', 'usdt_cashout'],
    ['cashout', 'USD', 'bank_wire'],
    ['deposit', 'USD', 'zotapay'],
    ['deposit', 'USD', 'trio'],
    ['deposit', 'USD', 'banklink_ideal'],
  ] as const)(
    'the %s form of %s %s renders its poisoned texts as text',
    async (action, currency, id) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderWithProviders(<Cashier />, { preloadedState: preloaded(action, currency, id) });
      await screen.findByRole('button', { name: action === 'deposit' ? /^Deposit/ : /^Cash out/ });
      expectNothingExecuted();
      const shown = XSS_PAYLOADS.filter((text) => pageText().includes(text));
      expect(shown.length).toBeGreaterThan(2);
    },
  );

  it('notify messages show as text, every payload in one or another', async () => {
    const { user } = renderWithProviders(<Cashier />, {
      preloadedState: preloaded('deposit', 'USD', 'hipay'),
    });
    for (const [index, message] of packedPayloads(MESSAGE_LIMIT).entries()) {
      server.use(
        http.post(cashierRoutes.payments, () =>
          HttpResponse.json({ status: 'notify', paymentId: `p${index}`, message }),
        ),
      );
      await user.type(await screen.findByRole('textbox', { name: /./ }), '50');
      await user.click(screen.getByRole('button', { name: /^Deposit/ }));
      await screen.findByRole('button', { name: 'Make another payment' });
      expect(pageText(), `notify ${index}`).toContain(serverText(message));
      expectNothingExecuted();
      await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    }
  });

  it('error messages and field errors show as text', async () => {
    const { user } = renderWithProviders(<Cashier />, {
      preloadedState: preloaded('deposit', 'USD', 'hipay'),
    });
    const amount = await screen.findByRole('textbox', { name: /./ });
    await user.type(amount, '50');
    // Room for a round number, so each answer's message differs from the last one's.
    const messages = packedPayloads(MESSAGE_LIMIT - 10);
    // A field's errors first (each with a message beside it), then payment errors.
    const answers = [
      ...packedPayloads(FIELD_MESSAGE_LIMIT).map((fieldMessage, index) => ({
        status: 400,
        pack: messages[index % messages.length]!,
        fieldMessage,
      })),
      ...messages.map((pack) => ({ status: 402, pack, fieldMessage: undefined })),
    ];
    for (const [index, { status, pack, fieldMessage }] of answers.entries()) {
      const message = `(${String(index)}) ${pack}`;
      server.use(
        http.post(cashierRoutes.payments, () =>
          HttpResponse.json(
            {
              error:
                fieldMessage === undefined
                  ? { type: 'request_error', status: 'PAYMENT_PROCESSING_ERROR', message }
                  : { type: 'params_error', message, fields: { amount: fieldMessage } },
            },
            { status },
          ),
        ),
      );
      await user.click(screen.getByRole('button', { name: /^Deposit/ }));
      // The answer's message and its field's message may show in different renders.
      await waitFor(() => {
        expect(pageText(), `error ${index}`).toContain(serverText(message));
        if (fieldMessage !== undefined) {
          expect(pageText(), `field error ${index}`).toContain(serverText(fieldMessage));
        }
      });
      expectNothingExecuted();
    }
  });

  it('changed field labels go through i18next interpolation as text', async () => {
    const newFields: Field[] = [
      { name: 'amount', type: 'amount', label: 'Amount', required: true },
      ...XSS_PAYLOADS.map((label, index) => ({ name: `new_${index}`, type: 'text', label })),
    ];
    let fieldsVersion = 'v1';
    server.use(
      http.get(cashierRoutes.methodFields, () =>
        HttpResponse.json({
          methodId: 'hipay',
          fieldsVersion,
          fields: fieldsVersion === 'v1' ? newFields.slice(0, 1) : newFields,
        }),
      ),
      http.post(cashierRoutes.payments, () => {
        fieldsVersion = 'v2';
        return HttpResponse.json({ status: 'outdated_method_fields', fieldsVersion: 'v2' });
      }),
    );
    const { user } = renderWithProviders(<Cashier />, {
      preloadedState: preloaded('deposit', 'USD', 'hipay'),
    });
    await user.type(await screen.findByRole('textbox', { name: /./ }), '50');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    const notice = await screen.findByText(/^Now also needed:/);
    expect(notice.textContent).toBe(`Now also needed: ${serverText(XSS_PAYLOADS.join(', '))}.`);
    expectNothingExecuted();
  });

  it('history entries show method names as text', async () => {
    const transactions: Transaction[] = XSS_PAYLOADS.map((methodName, index) => ({
      id: `t${String(index).padStart(3, '0')}`,
      action: index % 2 === 0 ? 'deposit' : 'cashout',
      status: 'success',
      methodId: 'card',
      methodName,
      amount: '10.00',
      currency: 'EUR',
      createdAt: new Date(Date.UTC(2026, 3, 1, 0, N - index)).toISOString(),
    }));
    server.use(
      http.get(historyPaths.transactions, ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.set('limit', '50');
        return answerTransactions(transactions, url.href);
      }),
    );
    renderWithProviders(<TransactionHistory />, { lazyPart: true });
    const list = await screen.findByRole('list', { name: 'Transaction history' });
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(N);
    });
    for (const methodName of XSS_PAYLOADS)
      expect(list.textContent).toContain(serverText(methodName));
    expectNothingExecuted();
  });
});
