import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CLASS } from '../boot/prerenderedFits';
import { createCashier } from '../createCashier';
import { PRERENDERED_ATTRIBUTE } from './firstScreenKey';
import { renderFirstScreen } from './firstScreenMarkup';
import { showFirstScreen } from './showFirstScreen';

function prerenderedPage() {
  const { html, key } = renderFirstScreen();
  const container = document.createElement('div');
  container.innerHTML = html;
  container.setAttribute(PRERENDERED_ATTRIBUTE, key);
  document.body.append(container);
  return container;
}

describe('the first render over the prerendered first screen', () => {
  const disposals: (() => void)[] = [];
  afterEach(() => {
    for (const dispose of disposals.splice(0).reverse()) dispose();
    document.body.replaceChildren();
    document.documentElement.classList.remove(PENDING_CLASS);
  });

  it('hydrates the markup the build rendered: the same elements stay, and React reports no mismatch', async () => {
    const container = prerenderedPage();
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    const cashier = createCashier({ language: 'en', tracking: false, languageSync: false });
    disposals.push(cashier.dispose);
    const root = await showFirstScreen(container, cashier);
    disposals.push(() => {
      root.unmount();
    });
    expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders over a prerendered screen of another language, once its texts are in, and shows it', async () => {
    const container = prerenderedPage();
    document.documentElement.classList.add(PENDING_CLASS);
    const heading = container.querySelector('h1');
    const cashier = createCashier({ language: 'de', tracking: false, languageSync: false });
    disposals.push(cashier.dispose);
    const root = await showFirstScreen(container, cashier);
    disposals.push(() => {
      root.unmount();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einzahlung' })).not.toBe(heading);
    await waitFor(() => {
      expect(document.documentElement.classList.contains(PENDING_CLASS)).toBe(false);
    });
  });

  it('renders the side a player switched to on the markup before the app ran', async () => {
    const container = prerenderedPage();
    const cashOut = screen.getByRole<HTMLInputElement>('radio', { name: 'Cash out' });
    cashOut.checked = true;
    const cashier = createCashier({ language: 'en', tracking: false, languageSync: false });
    disposals.push(cashier.dispose);
    const root = await showFirstScreen(container, cashier);
    disposals.push(() => {
      root.unmount();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash out' })).toBeVisible();
    expect(cashier.store.getState().payments.action).toBe('cashout');
  });
});
