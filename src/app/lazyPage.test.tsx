import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@testing/render';
import { lazyPage } from './lazyPage';

function ThePage() {
  return <p>the page</p>;
}

describe('a page loaded on demand', () => {
  it('says a failed load plainly, with a retry that loads and shows the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof ThePage }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: ThePage });
    const Page = lazyPage(load);
    const { user } = renderWithProviders(
      <Suspense fallback={<p>placeholder</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this page");
    expect(error).toHaveBeenCalledWith(
      'A page of the cashier failed to load:',
      expect.any(TypeError),
    );
    // The rest of the cashier stays: only the page says it failed.
    expect(screen.queryByText('the page')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the page once loaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: ThePage }));
    renderWithProviders(
      <Suspense fallback={<p>placeholder</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeVisible();
  });
});
