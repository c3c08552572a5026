import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@testing/render';
import { Cashier } from './Cashier';

/**
 * A screen `width` px wide, the player asking for reduced motion or not: what `matchMedia`
 * answers for the two queries the cashier asks (min-width in rem, prefers-reduced-motion).
 */
function screenOf(width: number, { reducedMotion = false } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string): MediaQueryList => {
    const minWidth = /min-width:\s*([\d.]+)rem/.exec(query);
    const matches = minWidth
      ? width >= Number(minWidth[1]) * 16
      : query.includes('prefers-reduced-motion') && reducedMotion;
    // The cashier reads only `matches` once; it listens to nothing.
    return { matches, media: query } as MediaQueryList;
  });
  return vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
}

const cardRadio = () => screen.findByRole('radio', { name: /Credit or debit card/ });
const cardFormTitle = () =>
  screen.findByRole('heading', { level: 2, name: 'Credit or debit card' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Choosing a method on a phone', () => {
  it('a tapped method brings its form into view, smoothly, and focuses its heading', async () => {
    const scrolled = screenOf(320);
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await cardRadio());
    const title = await cardFormTitle();
    await waitFor(() => {
      expect(title).toHaveFocus();
    });
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    // Brought into view: the column holding the form.
    expect(scrolled.mock.contexts[0]).toContainElement(title);
  });

  it('jumps instead of scrolling smoothly when the player prefers reduced motion', async () => {
    const scrolled = screenOf(320, { reducedMotion: true });
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await cardRadio());
    await waitFor(async () => {
      expect(await cardFormTitle()).toHaveFocus();
    });
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });

  it('a method chosen with the keyboard keeps focus on its radio, and its form is the next Tab stop', async () => {
    const scrolled = screenOf(320);
    const { user } = renderWithProviders(<Cashier />);
    const radio = await cardRadio();
    radio.focus();
    await user.keyboard(' ');
    expect(radio).toBeChecked();
    await cardFormTitle();
    expect(radio).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement?.closest('form')).toHaveAccessibleName('Credit or debit card');
  });

  it('on a wide screen the form shows beside the list and focus stays where the player clicked', async () => {
    const scrolled = screenOf(1280);
    const { user } = renderWithProviders(<Cashier />);
    const radio = await cardRadio();
    await user.click(radio);
    await cardFormTitle();
    expect(radio).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
