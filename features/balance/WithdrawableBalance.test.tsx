import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import type { CatalogPlayer } from '@mocks/catalog/schema';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from '@features/cashier/Cashier';
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

/** The cashier on cash-out. */
async function openCashout() {
  const view = renderWithProviders(<Cashier />);
  await view.user.click(await screen.findByRole('radio', { name: /Cash out/i }));
  return view;
}

/** Cash-out, then the card method's form. */
async function openCardCashout() {
  const view = await openCashout();
  await view.user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
  await screen.findByLabelText(/^Amount/);
  return view;
}

const balanceNotice = () => screen.findByRole('status', { name: 'Your balance' });

describe('what the player may cash out', () => {
  it('shows the withdrawable part of the balance before the player types', async () => {
    useMockPlayer('bonus');
    await openCashout();
    expect(await balanceNotice()).toHaveTextContent(
      'You can cash out €120.00 of your €150.00 balance.',
    );
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('shows the whole balance when all of it can be cashed out', async () => {
    await openCashout();
    expect(await balanceNotice()).toHaveTextContent('You can cash out €5,000.00.');
  });

  it('shows no balance on the deposit screen', async () => {
    useMockPlayer('bonus');
    renderWithProviders(<Cashier />);
    await screen.findByRole('group', { name: 'Payment method' });
    expect(screen.queryByRole('status', { name: 'Your balance' })).toBeNull();
  });

  it('says when nothing can be cashed out, and offers no form', async () => {
    useMockPlayer('nothingToCashOut');
    await openCashout();
    expect(await balanceNotice()).toHaveTextContent(
      'None of your €40.00 balance can be cashed out yet.',
    );
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });

  it('disables the presets above it, with the reason, and checks the amount against it', async () => {
    useMockPlayer('bonus');
    const { user } = await openCardCashout();
    const presets = within(screen.getByRole('group', { name: 'Suggested amounts' }));
    expect(presets.getByRole('button', { name: '€100.00' })).toBeEnabled();
    const over = presets.getByRole('button', { name: '€250.00' });
    expect(over).toBeDisabled();
    expect(over).toHaveAccessibleDescription('Above what you can cash out');
    expect(screen.getByText('From €10.00 to €120.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '120.01');
    await user.tab();
    expect(
      await screen.findByText("That's more than you can cash out: up to €120.00."),
    ).toBeInTheDocument();
  });

  it("reads the server's refusal like its own check, and shows the server's balance after it", async () => {
    useMockPlayer('bonus');
    // The back end's balance moved since the config came: it says €20.00.
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          {
            error: {
              type: 'params_error',
              status: 'INSUFFICIENT_WITHDRAWABLE_BALANCE',
              message: 'Too much.',
              balance: { currency: 'EUR', total: '50.00', withdrawable: '20.00' },
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openCardCashout();
    await fillCashout(user, '50');
    await user.click(screen.getByRole('button', { name: /^Cash out €/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "That's more than you can cash out: up to €20.00.",
    );
  });

  it('shows the lower balance once a cash-out went through', async () => {
    useMockPlayer('bonus');
    const { user } = await openCardCashout();
    await fillCashout(user, '100');
    await user.click(screen.getByRole('button', { name: /^Cash out €/ }));
    expect(
      await within(await balanceNotice()).findByText(
        'You can cash out €20.00 of your €50.00 balance.',
      ),
    ).toBeInTheDocument();
  });
});

type User = Awaited<ReturnType<typeof openCashout>>['user'];

/** Types a card cash-out of `amount` into the open card form. */
async function fillCashout(user: User, amount: string) {
  await user.type(screen.getByLabelText(/^Amount/), amount);
  for (const [label, value] of [
    ['Card number', TEST_CARD],
    ['Name on card', 'Ada Lovelace'],
    ['Expiry date', '1234'],
  ] as const) {
    const field = screen.queryByLabelText(label);
    if (field) await user.type(field, value);
  }
  const code = screen.queryByLabelText(/^Security code/);
  if (code) await user.type(code, '123');
}
