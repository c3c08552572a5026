import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import type { CatalogPlayer } from '@mocks/catalog/schema';
import { amountIsolation } from '@testing/isolation';
import { renderWithProviders } from '@testing/render';
import type { RenderWithProvidersOptions } from '@testing/render';
import { Cashier } from './Cashier';
import { FastDeposit } from '@features/fastDeposit/FastDeposit';
import {
  currencyChanged,
  paymentActionChanged,
  paymentsSlice,
} from '@features/payments/state/paymentsSlice';
import { TEST_CARD } from '@testing/cashier';

/** The mock back end with the catalog's `name` player signed in. */
function useMockPlayer(name: string) {
  useFreshBackend(
    catalogWith((catalog) => {
      const player: CatalogPlayer | undefined = catalog.players?.[name];
      if (!player) throw new Error(`No mock player ${name}`);
      catalog.players = { ...catalog.players, default: player };
    }),
  );
}

/** The cashier in Arabic, started on `action` in `currency`. */
function renderArabicCashier(
  { action = 'deposit', currency }: { action?: 'deposit' | 'cashout'; currency?: string } = {},
  options: RenderWithProvidersOptions = {},
) {
  let state = paymentsSlice.reducer(undefined, paymentActionChanged(action));
  if (currency) state = paymentsSlice.reducer(state, currencyChanged(currency));
  return renderWithProviders(<Cashier />, {
    language: 'ar',
    preloadedState: { payments: state },
    ...options,
  });
}

/** Waits for `selector` under `root` (the Arabic texts load first). */
async function find<E extends Element>(root: ParentNode, selector: string): Promise<E> {
  return waitFor(() => {
    const element = root.querySelector<E>(selector);
    if (!element) throw new Error(`Nothing matches ${selector}`);
    return element;
  });
}

/**
 * Every amount under `root` is isolated, and there are some (the test looked at amounts), in
 * Arabic (Intl starts an Arabic amount with a right-to-left mark, U+200F; the server's own text
 * may write its amounts otherwise).
 */
function expectEveryAmountIsolated(root: Element, atLeast = 1) {
  const { amounts, unisolated } = amountIsolation(root);
  expect(amounts.length).toBeGreaterThanOrEqual(atLeast);
  expect(amounts.some((amount) => amount.includes('\u200F'))).toBe(true);
  expect(unisolated).toEqual([]);
}

afterEach(() => {
  sessionStorage.clear();
});

describe('amounts in Arabic', () => {
  it('are isolated in the method list, the amount field, the button, the fee and the card deposit’s result and receipt', async () => {
    useFreshBackend();
    const { container, user } = renderArabicCashier();
    await user.click(await find(container, 'input[value="card"]'));
    await user.type(await find(container, 'input[name="amount"]'), '50');
    expectEveryAmountIsolated(container, 10);
    await user.type(await find(container, 'input[name="card_number"]'), TEST_CARD);
    await user.type(await find(container, 'input[name="card_holder"]'), 'Ada Lovelace');
    await user.type(await find(container, 'input[name="card_expiry"]'), '1234');
    await user.type(await find(container, 'input[name="cvv"]'), '123');
    await user.click(await find(container, 'button[type="submit"]'));
    await screen.findByText('الإيصال');
    expectEveryAmountIsolated(container, 2);
  });

  it('are isolated in a pending crypto deposit’s instructions', async () => {
    useFreshBackend();
    const { container, user } = renderArabicCashier({ currency: 'BTC' });
    await user.click(await find(container, 'input[value="bitcoin"]'));
    await user.type(await find(container, 'input[name="amount"]'), '0.0125');
    await user.click(await find(container, 'button[type="submit"]'));
    await screen.findByText('أرسل إيداعك');
    expectEveryAmountIsolated(container, 2);
  });

  it('are isolated in what remains of the deposit limits', async () => {
    useMockPlayer('limited');
    const { container } = renderArabicCashier();
    await screen.findByText('حدود الإيداع الخاصة بك');
    await find(container, 'input[value="card"]');
    expectEveryAmountIsolated(container, 3);
  });

  it('are isolated in the cash-out balance and list', async () => {
    useMockPlayer('bonus');
    const { container } = renderArabicCashier({ action: 'cashout' });
    await screen.findByText('رصيدك');
    await find(container, 'input[value="card"]');
    expectEveryAmountIsolated(container, 2);
  });

  it('are isolated in the verification gate and its reasons', async () => {
    useMockPlayer('verificationRequired');
    const { container } = renderArabicCashier();
    await find(container, 'section[data-status]');
    await waitFor(() => {
      expectEveryAmountIsolated(container, 1);
    });
  });

  it('are isolated in the fast deposit', async () => {
    useFreshBackend();
    const { container } = renderWithProviders(<FastDeposit onClose={() => undefined} />, {
      language: 'ar',
      lazyPart: true,
    });
    await find(document.body, 'input[name="amount"]');
    expectEveryAmountIsolated(document.body.contains(container) ? document.body : container, 2);
  });
});
