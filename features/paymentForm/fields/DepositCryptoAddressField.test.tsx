import { screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { clipboard } from '@common/lib/clipboard';
import { QR_OPTIONS, qrPath } from '@common/ui/QrCode';
import { renderFields } from './testHarness';
import { sentence } from '@testing/sentence';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const deposit: Field = {
  name: 'deposit_address',
  type: 'deposit_crypto_address',
  label: 'Your Bitcoin deposit address',
  address: ADDRESS,
  network: 'Bitcoin',
};
const note: Field = { name: 'note', type: 'text', label: 'Note' };

describe('DepositCryptoAddressField', () => {
  it('shows the address read-only with its network', () => {
    renderFields([deposit]);
    const input = screen.getByLabelText('Your Bitcoin deposit address');
    expect(input).toHaveValue(ADDRESS);
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByText(sentence('Network: Bitcoin'))).toBeInTheDocument();
  });

  it('copies the address and announces it', async () => {
    const write = vi.spyOn(clipboard, 'writeText').mockResolvedValue(true);
    const view = renderFields([deposit]);
    await view.user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(write).toHaveBeenCalledWith(ADDRESS);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Address copied.');
    expect(status).toHaveAttribute('id', 'f-deposit_address-copy');
  });

  it('selects the address for a manual copy when the clipboard is unavailable', async () => {
    vi.spyOn(clipboard, 'writeText').mockResolvedValue(false);
    const view = renderFields([deposit]);
    await view.user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/press Ctrl\+C/);
    const input = screen.getByLabelText<HTMLInputElement>('Your Bitcoin deposit address');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, ADDRESS.length]);
  });

  it('draws a QR code of the address as inline SVG made in the browser', () => {
    const { container } = renderFields([deposit]);
    const qr = screen.getByRole('img', { name: 'QR code of the deposit address' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const { size, data } = encode(ADDRESS, QR_OPTIONS);
    expect(qr).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
    expect(qr.textContent).toBe(''); // the address is drawn, never written into the markup
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(data));
    expect(container.querySelector('img')).toBeNull();
  });

  it('is display only: nothing is submitted for it', async () => {
    const view = renderFields([deposit, note]);
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions[0]).toEqual({
      amount: null,
      publicFields: { note: '' },
      secretFields: {},
    });
  });

  it('falls back to defaultValue, and warns when there is no address', () => {
    const { unmount } = renderFields([{ ...deposit, address: undefined, defaultValue: ADDRESS }]);
    expect(screen.getByLabelText('Your Bitcoin deposit address')).toHaveValue(ADDRESS);
    unmount();
    renderFields([{ ...deposit, address: '  ' }]);
    expect(screen.getByRole('alert')).toHaveTextContent("The deposit address isn't available");
  });
});

describe('the clipboard adapter', () => {
  it('writes through navigator.clipboard and reports refusals', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(clipboard.writeText('abc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(clipboard.writeText('abc')).resolves.toBe(false);
    vi.stubGlobal('navigator', {});
    await expect(clipboard.writeText('abc')).resolves.toBe(false);
  });
});

describe('qrPath', () => {
  it('draws one rectangle per run of dark modules', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});
