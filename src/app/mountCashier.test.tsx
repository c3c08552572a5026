import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountCashier } from './mountCashier';

describe('mountCashier', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  it('mounts the cashier in a host element with the given language, currency and action', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host, { language: 'de', currency: 'USD', paymentAction: 'cashout' });
    });
    await waitFor(() => {
      expect(host).toHaveAttribute('lang', 'de');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auszahlung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    act(() => {
      cashier.unmount();
    });
    expect(host).toBeEmptyDOMElement();
  });

  it('switches language through its setter without touching the host page', async () => {
    window.history.replaceState(null, '', '/host/page?x=1');
    const host = document.createElement('div');
    document.body.append(host);
    let cashier!: ReturnType<typeof mountCashier>;
    act(() => {
      cashier = mountCashier(host);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    act(() => {
      cashier.setLanguage('ar');
    });
    await waitFor(() => {
      expect(host).toHaveAttribute('dir', 'rtl');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'إيداع' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/host/page?x=1');
    expect(localStorage.getItem('cashier.language')).toBeNull();
    act(() => {
      cashier.unmount();
    });
    window.history.replaceState(null, '', '/');
  });
});
