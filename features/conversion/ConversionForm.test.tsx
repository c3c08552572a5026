import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_WAIT } from '@features/payments/model/debouncedRequest';
import { server } from '@mocks/node';
import { onRequest } from '@mocks/testing';
import { renderWithProviders } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from '@features/cashier/Cashier';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Types on the test's clock, which stands still: the keystrokes fall within the quote's debounce
 * wait however busy the machine. (Testing Library ends each interaction on a `setTimeout(0)`:
 * the clock is moved by 0 until the typing is done.)
 */
async function typeQuickly(field: HTMLElement, text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const progress = { done: false };
  const typing = userEvent
    .setup({ delay: null })
    .type(field, text)
    .then(() => {
      progress.done = true;
    });
  while (!progress.done) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await typing;
}

/** The amounts the cashier asks quotes for, as it asks them. */
function recordQuotes(): string[] {
  const quotes: string[] = [];
  onRequest((request) => {
    if (request.url.includes(cashierRoutes.conversionQuote)) {
      quotes.push(new URL(request.url).searchParams.get('amount') ?? '');
    }
  });
  return quotes;
}

/** The quote's debounce wait passes on the test's clock; then the clock is real again. */
async function afterTheDebounce() {
  await act(() => vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_WAIT));
  vi.useRealTimers();
}

describe('Mercuryo conversion', () => {
  it('quotes the amount as the player types and opens the configured widget', async () => {
    const quotes = recordQuotes();
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Buy crypto with a card/ }));
    const amount = await screen.findByLabelText('You pay (EUR)');
    await typeQuickly(amount, '50');
    await afterTheDebounce();
    expect(
      await screen.findByText(/You get about BTC 0\.00083333 \(1 BTC = €60,000\.00\)/),
    ).toBeInTheDocument();
    // Typing "5" then "0" within the debounce wait asks for one quote only.
    expect(quotes).toEqual(['50']);
    const link = screen.getByRole('link', { name: 'Continue to Mercuryo' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://sandbox-exchange.mrcr.io'); // catalog: development mode
    expect(url.searchParams.get('fiat_amount')).toBe('50');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Another amount: the old quote and link go at once, the new quote comes after the wait.
    await typeQuickly(amount, '0');
    expect(screen.queryByText(/You get about BTC 0\.00083333/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to Mercuryo' })).not.toBeInTheDocument();
    await afterTheDebounce();
    expect(await screen.findByText(/You get about BTC 0\.00833333/)).toBeInTheDocument();
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
    await waitFor(() => {
      expect(screen.getByText(/couldn't get a rate/)).toBeInTheDocument();
    });
    expect(screen.queryByRole('link', { name: 'Continue to Mercuryo' })).not.toBeInTheDocument();
  });

  it('refuses a separator the language does not use, with an amount written its way', async () => {
    const quotes = recordQuotes();
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Buy crypto with a card/ }));
    const amount = await screen.findByLabelText('You pay (EUR)');
    await user.type(amount, '10 50');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Use the format 12,345.50, with no other separators.'),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(quotes).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Continue to Mercuryo' })).not.toBeInTheDocument();
  });

  it('keeps the amount typed in one language after a change of language, written the new way', async () => {
    const quotes = recordQuotes();
    const { user, i18n } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Buy crypto with a card/ }));
    const amount = await screen.findByLabelText('You pay (EUR)');
    await typeQuickly(amount, '1,000');
    await afterTheDebounce();
    await screen.findByRole('link', { name: 'Continue to Mercuryo' });
    await act(() => i18n.changeLanguage('de'));
    expect(amount).toHaveValue('1000');
    const link = await screen.findByRole('link', { name: /Mercuryo/ });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('fiat_amount')).toBe('1000');
    expect(new Set(quotes)).toEqual(new Set(['1000']));
  });
});
