import { screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it, vi } from 'vitest';
import { clipboard } from '@common/lib/clipboard';
import { renderWithProviders } from '@testing/render';
import { SPOOFING_TEXTS } from '@testing/spoofingTexts';
import { drawnOrder } from '@testing/unicodeBidi';
import { isReadableAddress } from './CopyableAddress';
import { CryptoDepositInstructions } from './CryptoDepositInstructions';
import { QR_OPTIONS, qrPath } from './QrCode';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function renderInstructions(address: string, language = 'en') {
  return renderWithProviders(
    <CryptoDepositInstructions
      instructions={{ address, network: 'Bitcoin', amount: '0.01250000', currency: 'BTC' }}
    />,
    { language, lazyPart: true },
  );
}

describe('a crypto deposit address', () => {
  it.each(['en', 'ar'])(
    'is drawn, copied and encoded as the same characters in the same order (%s)',
    async (language) => {
      const write = vi.spyOn(clipboard, 'writeText').mockResolvedValue(true);
      const { user, container } = renderInstructions(ADDRESS, language);
      const input = await screen.findByDisplayValue(ADDRESS);
      expect(input).toHaveAttribute('dir', 'ltr');
      expect(isReadableAddress(ADDRESS)).toBe(true);
      expect(drawnOrder(input.getAttribute('value') ?? '', 'ltr')).toBe(ADDRESS);
      await user.click(
        screen.getByRole('button', { name: language === 'en' ? 'Copy address' : /.+/ }),
      );
      expect(write).toHaveBeenCalledWith(ADDRESS);
      const path = container.querySelector('svg path')?.getAttribute('d');
      expect(path).toBe(qrPath(encode(ADDRESS, QR_OPTIONS).data));
    },
  );

  it.each(SPOOFING_TEXTS)(
    'holding $name is refused as unreadable: no address, Copy or QR code, and the player is warned',
    async ({ text }) => {
      const spoofed = `${ADDRESS.slice(0, 20)}${text}${ADDRESS.slice(20)}`;
      expect(isReadableAddress(spoofed)).toBe(false);
      const { container } = renderInstructions(spoofed);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "This address can't be shown as it came",
      );
      expect(container.querySelector('input')).toBeNull();
      expect(container.querySelector('svg')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    },
  );
});
