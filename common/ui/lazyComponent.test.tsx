import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import * as i18nModule from '@common/i18n';
import en from '@common/i18n/locales/en.json';
import { renderWithProviders } from '@testing/render';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setClicks(clicks + 1);
      }}
    >
      Hello {name} ({clicks})
    </button>
  );
}

/** A part whose text is not the first screen's (common/i18n/firstScreenTexts.ts). */
function HistoryTitle() {
  const { t } = useTranslation();
  return <h2>{t('history.title')}</h2>;
}

/** A loader the test resolves or rejects by hand. */
function manualLoader<C = typeof Greeting>() {
  const attempts: {
    resolve: (component: C) => void;
    reject: (error: Error) => void;
  }[] = [];
  const load = vi.fn(
    () =>
      new Promise<C>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

describe('lazyComponent', () => {
  it('shows a labelled skeleton until the code loads, then the component with its props', async () => {
    const { load, attempts } = manualLoader();
    const LazyGreeting = lazyComponent(load, { label: 'payments.form.loading' });
    renderWithProviders(<LazyGreeting name="Ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment form…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    attempts[0]?.resolve(Greeting);
    expect(await screen.findByRole('button', { name: 'Hello Ada (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders at once, without a placeholder, when the code was preloaded; loads only once', async () => {
    const { load, attempts } = manualLoader();
    const LazyGreeting = lazyComponent(load, { label: 'payments.form.loading' });
    const preloaded = LazyGreeting.preload();
    attempts[0]?.resolve(Greeting);
    await expect(preloaded).resolves.toBe(Greeting);
    renderWithProviders(<LazyGreeting name="Grace" />);
    expect(screen.getByRole('button', { name: 'Hello Grace (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the same instance (and its state) across re-renders after loading', async () => {
    const { load, attempts } = manualLoader();
    const LazyGreeting = lazyComponent(load, { label: 'payments.form.loading' });
    const view = renderWithProviders(<LazyGreeting name="Ada" />);
    attempts[0]?.resolve(Greeting);
    await view.user.click(await screen.findByRole('button', { name: 'Hello Ada (0)' }));
    view.rerender(<LazyGreeting name="Ada Lovelace" />);
    expect(screen.getByRole('button', { name: 'Hello Ada Lovelace (1)' })).toBeInTheDocument();
  });

  it('reports a failed load with a retry that loads again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, attempts } = manualLoader();
    const LazyGreeting = lazyComponent(load, { label: 'payments.conversion.loading' });
    const view = renderWithProviders(<LazyGreeting name="Ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the conversion…');
    attempts[0]?.reject(new Error('chunk fetch failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this payment form",
    );
    expect(error).toHaveBeenCalledWith('A part of the cashier failed to load:', expect.any(Error));
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]?.resolve(Greeting);
    expect(await screen.findByRole('button', { name: 'Hello Ada (0)' })).toBeInTheDocument();
  });

  it('gives the cashier the English beyond the first screen before the part renders', async () => {
    const { load, attempts } = manualLoader<typeof HistoryTitle>();
    const LazyTitle = lazyComponent(load, { label: 'payments.form.loading' });
    const { i18n } = renderWithProviders(<LazyTitle />);
    expect(i18n.exists('history.title')).toBe(false);
    attempts[0]?.resolve(HistoryTitle);
    expect(await screen.findByRole('heading')).toHaveTextContent(en.history.title);
    expect(i18n.exists('history.title')).toBe(true);
  });

  it('a preloaded part renders at once in a new cashier, with the English it needs', async () => {
    const { load, attempts } = manualLoader<typeof HistoryTitle>();
    const LazyTitle = lazyComponent(load, { label: 'payments.form.loading' });
    const preloaded = LazyTitle.preload();
    attempts[0]?.resolve(HistoryTitle);
    await preloaded;
    renderWithProviders(<LazyTitle />);
    expect(screen.getByRole('heading')).toHaveTextContent(en.history.title);
  });

  it('reports a failed load of the English texts like a failed chunk, and retries both', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadEnglish = vi
      .spyOn(i18nModule, 'loadFullEnglish')
      .mockRejectedValueOnce(new Error('en chunk fetch failed'));
    const load = vi.fn(() => Promise.resolve(HistoryTitle));
    const LazyTitle = lazyComponent(load, { label: 'payments.form.loading' });
    const view = renderWithProviders(<LazyTitle />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this payment form",
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('A part of the cashier failed to load:', expect.any(Error));
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading')).toHaveTextContent(en.history.title);
    expect(loadEnglish).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
