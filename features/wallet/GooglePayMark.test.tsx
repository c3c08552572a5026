import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WALLET_SOURCES } from '@mocks/server/walletSources';
import { GOOGLE_PAY_MARK_URL, GooglePayMark } from './GooglePayMark';

function renderButton() {
  render(
    <button type="submit">
      <GooglePayMark label="Pay with Google Pay" />
    </button>,
  );
  const button = screen.getByRole('button', { name: 'Pay with Google Pay' });
  // The mark is decorative (alt=""): the label is the button's name in every state.
  const mark = button.querySelector('img');
  if (!mark) throw new Error('no mark');
  return { button, mark, label: screen.getByText('Pay with Google Pay') };
}

describe('the Google Pay button content', () => {
  it("draws Google's own mark, once loaded, with the label kept as the button's name", () => {
    const { mark, label } = renderButton();
    expect(mark.getAttribute('src')).toBe(GOOGLE_PAY_MARK_URL);
    expect(mark.getAttribute('referrerpolicy')).toBe('no-referrer');

    fireEvent.load(mark);

    expect(mark.hidden).toBe(false);
    expect(label).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Pay with Google Pay' })).toBeInTheDocument();
  });

  it('shows the label as text while the mark loads, so the button is never blank', () => {
    const { mark, label } = renderButton();
    expect(mark.hidden).toBe(true);
    expect(label).not.toHaveClass('visually-hidden');
  });

  it("keeps the text where Google's server cannot be reached", () => {
    const { button, mark, label } = renderButton();
    fireEvent.error(mark);
    expect(button.querySelector('img')).toBeNull();
    expect(label).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Pay with Google Pay' })).toBeInTheDocument();
  });

  it("is an image the page's img-src lets through when the catalog offers Google Pay", () => {
    expect(
      WALLET_SOURCES.googlepay.img.some((source) => GOOGLE_PAY_MARK_URL.startsWith(source)),
    ).toBe(true);
  });
});
