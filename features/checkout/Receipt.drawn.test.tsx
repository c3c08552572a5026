import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverText } from '@common/i18n/serverText';
import { drawnLines } from '@testing/drawnText';
import { renderWithProviders } from '@testing/render';
import { PLAIN_TEXT, SPOOFING_TEXTS } from '@testing/spoofingTexts';
import { drawnOrder } from '@testing/unicodeBidi';
import { Receipt } from './Receipt';
import type { ReceiptPayment } from './Receipt';

const PAYMENT: ReceiptPayment = {
  paymentId: 'pay-2302',
  action: 'deposit',
  methodName: PLAIN_TEXT,
  amounts: { currency: 'EUR', amount: '23.02', fee: '0.58', total: '23.60' },
  at: '2026-04-30T18:28:00.000Z',
};

/** The receipt's lines as drawn and its text as written, with `methodName` from the server. */
async function renderReceipt(methodName: string, language: string) {
  const { container, unmount, i18n } = renderWithProviders(
    <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <Receipt payment={{ ...PAYMENT, methodName }} />
    </div>,
    { language, lazyPart: true },
  );
  await waitFor(() => {
    expect(i18n.resolvedLanguage).toBe(language);
  });
  const receipt = container.querySelector('section');
  if (!receipt) throw new Error('No receipt');
  const shown = { drawn: drawnLines(receipt), written: receipt.textContent };
  unmount();
  return shown;
}

describe.each(['en', 'ar'])('a receipt in %s', (language) => {
  it.each(SPOOFING_TEXTS)(
    'draws its amount, fee, total and reference as with a plain method name: $name',
    async ({ text }) => {
      const direction = language === 'ar' ? 'rtl' : 'ltr';
      const plain = await renderReceipt(PLAIN_TEXT, language);
      const spoofed = await renderReceipt(text, language);
      expect(spoofed.written).toBe(plain.written.replace(PLAIN_TEXT, serverText(text)));
      const name = (shown: string, of: string) =>
        shown.replace(drawnOrder(`\u2068${serverText(of)}\u2069`, direction), '<name>');
      expect(spoofed.drawn.map((line) => name(line, text))).toEqual(
        plain.drawn.map((line) => name(line, PLAIN_TEXT)),
      );
      expect(plain.drawn.join('\n')).toMatch(language === 'ar' ? /^23\.02\s€$/mu : /^€23\.02$/mu);
      expect(plain.drawn.join('\n')).toContain('pay-2302');
    },
  );
});
