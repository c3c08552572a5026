import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerTransactions, defaultTransactions } from '@mocks/backend/history';
import { server } from '@mocks/node';
import { createGate } from '@testing/gate';
import { renderWithProviders } from '@testing/render';
import { historyPaths } from '@contract/paths';
import type { Transaction } from '@contract/history';
import { TransactionHistory } from './TransactionHistory';

/** Answers the history route from `transactions` instead of the default list. */
function serveTransactions(transactions: readonly Transaction[]) {
  server.use(
    http.get(historyPaths.transactions, ({ request }) =>
      answerTransactions(transactions, request.url),
    ),
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Transaction history' })).getAllByRole('listitem');

async function renderLoaded() {
  const view = renderWithProviders(<TransactionHistory />, { lazyPart: true });
  await screen.findByText('Showing 20 of 57');
  return view;
}

describe('TransactionHistory', () => {
  it('shows a loading skeleton, then the newest 20 transactions', async () => {
    renderWithProviders(<TransactionHistory />, { lazyPart: true });
    expect(screen.getByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
    expect(screen.getByText('Loading transactions…')).toBeInTheDocument();
    expect(await screen.findByText('Showing 20 of 57')).toBeInTheDocument();
    expect(screen.queryByText('Loading transactions…')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    const first = rows()[0]!;
    const newest = defaultTransactions[0]!;
    expect(within(first).getByText(newest.methodName)).toBeInTheDocument();
    expect(within(first).getByText('Cash-out')).toBeInTheDocument();
    expect(within(first).getByText('€130.50')).toBeInTheDocument();
    expect(within(first).getByText('Status: Successful')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', newest.createdAt);
  });

  it('shows crypto amounts with the digits they have, up to their own decimals', async () => {
    await renderLoaded();
    const bitcoin = rows().find((row) => within(row).queryByText('Bitcoin'))!;
    expect(within(bitcoin).getByText(/^BTC\s0\.00484586$/)).toBeInTheDocument();
  });

  it('gives the fee and the total where a fee was charged, formatted as the payment form does', async () => {
    const base = {
      status: 'success',
      methodName: 'Card',
      createdAt: '2026-10-01T10:00:00Z',
    } as const;
    serveTransactions([
      {
        ...base,
        id: 'fee-dep',
        createdAt: '2026-10-03T10:00:00Z',
        action: 'deposit',
        methodId: 'card',
        amount: '50.00',
        currency: 'EUR',
        fee: '1.25',
        total: '51.25',
      },
      {
        ...base,
        id: 'fee-out',
        createdAt: '2026-10-02T10:00:00Z',
        action: 'cashout',
        methodId: 'btc',
        amount: '0.50000000',
        currency: 'BTC',
        fee: '0.00010000',
        total: '0.49990000',
      },
      {
        ...base,
        id: 'no-fee',
        createdAt: '2026-10-01T10:00:00Z',
        action: 'deposit',
        methodId: 'bank',
        amount: '20.00',
        currency: 'EUR',
      },
      {
        ...base,
        id: 'zero-fee',
        createdAt: '2026-09-30T10:00:00Z',
        action: 'deposit',
        methodId: 'bank',
        amount: '20.00',
        currency: 'EUR',
        fee: '0.00',
        total: '20.00',
      },
    ]);
    renderWithProviders(<TransactionHistory />, { lazyPart: true });
    await screen.findByText('Showing 4 of 4');
    const [deposit, cashout, free, zero] = rows();
    // A fee of nothing reads as the methods list says it: "No fee", never "Fee €0.00".
    expect(zero).toHaveTextContent(/No fee.*Total paid €20\.00/);
    expect(zero).not.toHaveTextContent('€0.00');
    expect(deposit).toHaveTextContent(/€50\.00.*Fee €1\.25.*Total paid €51\.25/);
    expect(cashout).toHaveTextContent(/BTC\s0\.50.*Fee BTC\s0\.0001.*Total received BTC\s0\.4999/);
    expect(free).not.toHaveTextContent(/Fee|Total/);
  });

  it('shows only cash-outs after choosing the cash-out filter', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByLabelText('Type'), 'Cash-outs');
    expect(await screen.findByText('Showing 20 of 27')).toBeInTheDocument();
    for (const row of rows()) expect(within(row).getByText('Cash-out')).toBeInTheDocument();
  });

  it('fetches each filter combination and shows its rows, with the end-of-list note', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByLabelText('Type'), 'Deposits');
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    expect(await screen.findByText('Showing 4 of 4')).toBeInTheDocument();
    for (const row of rows()) {
      expect(within(row).getByText('Deposit')).toBeInTheDocument();
      expect(within(row).getByText('Status: Refunded')).toBeInTheDocument();
    }
    expect(screen.getByText("You've reached the end of the list.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('appends the next page on "Load more" and announces how many rows it added', async () => {
    const { user } = await renderLoaded();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing 40 of 57')).toBeInTheDocument();
    expect(rows()).toHaveLength(40);
    expect(screen.getByText('20 more transactions loaded.')).toBeInTheDocument();
    expect(rows().map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual(
      defaultTransactions.slice(0, 40).map((transaction) => transaction.createdAt),
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('17 more transactions loaded.')).toBeInTheDocument();
    expect(rows()).toHaveLength(57);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText("You've reached the end of the list.")).toHaveFocus();
  });

  it('shows a spinner on the busy "Load more" button while the next page loads', async () => {
    const { user } = await renderLoaded();
    const answer = createGate();
    server.use(
      http.get(historyPaths.transactions, async ({ request }) => {
        await answer.passed;
        return answerTransactions(defaultTransactions, request.url);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = screen.getByRole('button', { name: 'Loading more…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy); // ignored: one page at a time
    answer.open();
    expect(await screen.findByText('Showing 40 of 57')).toBeInTheDocument();
  });

  it('says "No cash-outs yet" when the player has never cashed out', async () => {
    serveTransactions(
      defaultTransactions.filter((transaction) => transaction.action === 'deposit'),
    );
    const { user } = renderWithProviders(<TransactionHistory />, { lazyPart: true });
    await screen.findByText('Showing 20 of 30');
    await user.selectOptions(screen.getByLabelText('Type'), 'Cash-outs');
    expect(await screen.findByText('No cash-outs yet')).toBeInTheDocument();
    expect(screen.getByText('When you make one, it will show here.')).toBeInTheDocument();
  });

  it('says "No transactions yet" for a new player', async () => {
    serveTransactions([]);
    renderWithProviders(<TransactionHistory />, { lazyPart: true });
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('says nothing matches when the filters leave no rows', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByLabelText('Type'), 'Cash-outs');
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails to load, and loads it on retry', async () => {
    server.use(
      http.get(
        historyPaths.transactions,
        () => HttpResponse.json({ error: { type: 'unknown_error' } }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderWithProviders(<TransactionHistory />, { lazyPart: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your transactions");
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 20 of 57')).toBeInTheDocument();
  });

  it('asks to check the connection when the network fails', async () => {
    server.use(http.get(historyPaths.transactions, () => HttpResponse.error()));
    renderWithProviders(<TransactionHistory />, { lazyPart: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check your connection and try again.',
    );
  });

  it('shows the error state instead of crashing when an answer breaks the contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(historyPaths.transactions, () =>
        HttpResponse.json({ items: [{ ...defaultTransactions[0], amount: 130.5 }], total: 1 }),
      ),
    );
    renderWithProviders(<TransactionHistory />, { lazyPart: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your transactions",
    );
    expect(screen.queryByRole('list', { name: 'Transaction history' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('keeps the loaded rows and offers a retry when a further page fails', async () => {
    const { user } = await renderLoaded();
    server.use(
      http.get(
        historyPaths.transactions,
        () => HttpResponse.json({ error: { type: 'unknown_error' } }, { status: 503 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load more transactions");
    expect(rows()).toHaveLength(20);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(40);
    });
  });

  it('renders method names from the server as plain text', async () => {
    const name = '<img src=x onerror="alert(1)">';
    serveTransactions([{ ...defaultTransactions[0]!, methodName: name }]);
    const { container } = renderWithProviders(<TransactionHistory />, { lazyPart: true });
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('TransactionHistory: a pending crypto deposit and a payment opened from its receipt', () => {
  const instructions = {
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    network: 'Bitcoin',
    amount: '0.01250000',
    currency: 'BTC',
  };
  const pending: Transaction = {
    id: 'pay_btc',
    action: 'deposit',
    status: 'pending',
    methodId: 'bitcoin',
    methodName: 'Bitcoin',
    amount: '0.01250000',
    currency: 'BTC',
    createdAt: '2026-10-01T10:00:00Z',
    depositInstructions: instructions,
  };
  const card: Transaction = {
    id: 'pay_card',
    action: 'deposit',
    status: 'success',
    methodId: 'card',
    methodName: 'Card',
    amount: '50.00',
    currency: 'EUR',
    createdAt: '2026-09-30T10:00:00Z',
  };

  it('offers the address, QR code, exact amount and network of a pending crypto deposit again', async () => {
    serveTransactions([pending, card]);
    const { user } = renderWithProviders(<TransactionHistory />, { lazyPart: true });
    await screen.findByText('Showing 2 of 2');
    const [row, other] = rows();
    expect(within(other!).queryByRole('button', { name: 'Show deposit address' })).toBeNull();
    const show = within(row!).getByRole('button', { name: 'Show deposit address' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(within(row!).queryByLabelText('Deposit address')).toBeNull();
    await user.click(show);
    const shown = within(row!).getByRole('region', { name: 'Send your deposit' });
    expect(within(shown).getByLabelText('Deposit address')).toHaveValue(instructions.address);
    expect(within(shown).getByText(/^BTC\s0\.01250000$/)).toBeInTheDocument();
    // The network, as a fact of its own and in the sentence on what to send.
    expect(within(shown).getAllByText('Bitcoin')).toHaveLength(2);
    expect(within(shown).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(
      within(shown).getByRole('img', { name: 'QR code of the deposit address' }),
    ).toBeInTheDocument();
    await user.click(within(row!).getByRole('button', { name: 'Hide deposit address' }));
    expect(within(row!).queryByRole('region', { name: 'Send your deposit' })).toBeNull();
  });

  it('opens at the payment a receipt linked to: its row marked and focused', async () => {
    serveTransactions([pending, card]);
    renderWithProviders(<TransactionHistory focusPaymentId="pay_card" />, { lazyPart: true });
    await screen.findByText('Showing 2 of 2');
    const [first, second] = rows();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    await waitFor(() => {
      expect(second).toHaveFocus();
    });
  });

  it('opens a pending crypto deposit it was linked to with its address shown', async () => {
    serveTransactions([pending, card]);
    renderWithProviders(<TransactionHistory focusPaymentId="pay_btc" />, { lazyPart: true });
    await screen.findByText('Showing 2 of 2');
    expect(
      within(rows()[0]!).getByRole('region', { name: 'Send your deposit' }),
    ).toBeInTheDocument();
  });
});
