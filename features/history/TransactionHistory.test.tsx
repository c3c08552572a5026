import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerTransactions, defaultTransactions } from '@mocks/backend/history';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/testing/render';
import { historyPaths } from './api/paths';
import type { Transaction } from './api/schemas';
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
    ]);
    renderWithProviders(<TransactionHistory />, { lazyPart: true });
    await screen.findByText('Showing 3 of 3');
    const [deposit, cashout, free] = rows();
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
    server.use(
      http.get(historyPaths.transactions, async ({ request }) => {
        await delay(100);
        return answerTransactions(defaultTransactions, request.url);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = screen.getByRole('button', { name: 'Loading more…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy); // ignored: one page at a time
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
