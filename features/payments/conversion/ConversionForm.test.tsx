import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { onRequest } from '@mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from '../Cashier';

describe('Mercuryo conversion', () => {
  it('quotes the amount as the player types and opens the configured widget', async () => {
    const quotes: string[] = [];
    onRequest((request) => {
      if (request.url.includes(cashierRoutes.conversionQuote)) {
        quotes.push(new URL(request.url).searchParams.get('amount') ?? '');
      }
    });
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Buy crypto with a card/ }));
    const amount = await screen.findByLabelText('You pay (EUR)');
    await user.type(amount, '50');
    expect(
      await screen.findByText(/You get about BTC 0\.00083333 \(1 BTC = €60,000\.00\)/, undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    // Typing "5" then "0" within the debounce wait asks for one quote only.
    expect(quotes).toEqual(['50']);
    const link = screen.getByRole('link', { name: 'Continue to Mercuryo' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://sandbox-exchange.mrcr.io'); // catalog: development mode
    expect(url.searchParams.get('fiat_amount')).toBe('50');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Another amount: the old quote and link go at once, the new quote comes after the wait.
    await user.type(amount, '0');
    expect(screen.queryByText(/You get about BTC 0\.00083333/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to Mercuryo' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(/You get about BTC 0\.00833333/, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      new URL(
        screen.getByRole('link', { name: 'Continue to Mercuryo' }).getAttribute('href') ?? '',
      ).searchParams.get('fiat_amount'),
    ).toBe('500');
  });

  it('says when no quote can be had', async () => {
    server.use(
      http.get(cashierRoutes.conversionQuote, () =>
        HttpResponse.json({ error: { type: 'request_error' } }, { status: 503 }),
      ),
    );
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Buy crypto with a card/ }));
    await user.type(await screen.findByLabelText('You pay (EUR)'), '20');
    await waitFor(
      () => {
        expect(screen.getByText(/couldn't get a rate/)).toBeInTheDocument();
      },
      { timeout: 3000 },
    );
    expect(screen.queryByRole('link', { name: 'Continue to Mercuryo' })).not.toBeInTheDocument();
  });
});
