import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '@contract/history';
import { serverText } from '@common/i18n/serverText';
import { drawnLines } from '@testing/drawnText';
import { renderWithProviders } from '@testing/render';
import { PLAIN_TEXT, SPOOFING_TEXTS } from '@testing/spoofingTexts';
import { drawnOrder } from '@testing/unicodeBidi';
import { TransactionList } from './TransactionList';

const ROW: Transaction = {
  id: 'tx-2302',
  action: 'deposit',
  status: 'success',
  methodId: 'card',
  methodName: PLAIN_TEXT,
  currency: 'EUR',
  amount: '23.02',
  fee: '0.58',
  total: '23.60',
  createdAt: '2026-04-30T18:28:00.000Z',
  updatedAt: '2026-04-30T18:53:00.000Z',
};

/** The row's lines as drawn and its text as written, with `methodName` from the server. */
async function renderRow(methodName: string, language: string) {
  const { container, unmount, i18n } = renderWithProviders(
    <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <TransactionList transactions={[{ ...ROW, methodName }]} labelledBy="h" busy={false} />
    </div>,
    { language, lazyPart: true },
  );
  await waitFor(() => {
    expect(i18n.resolvedLanguage).toBe(language);
  });
  const row = container.querySelector('li');
  if (!row) throw new Error('No row');
  const shown = { drawn: drawnLines(row), written: row.textContent };
  unmount();
  return shown;
}

describe.each(['en', 'ar'])('a history row in %s', (language) => {
  it.each(SPOOFING_TEXTS)(
    'draws its amount, fee and total as with a plain method name: $name',
    async ({ text }) => {
      const direction = language === 'ar' ? 'rtl' : 'ltr';
      const plain = await renderRow(PLAIN_TEXT, language);
      const spoofed = await renderRow(text, language);
      // As written: the name as the server sent it, made safe; everything else the same.
      expect(spoofed.written).toBe(plain.written.replace(PLAIN_TEXT, serverText(text)));
      // As drawn: each line the same but for the name, which draws as itself, in one piece.
      const name = (shown: string, of: string) =>
        shown.replace(drawnOrder(`\u2068${serverText(of)}\u2069`, direction), '<name>');
      expect(spoofed.drawn.map((line) => name(line, text))).toEqual(
        plain.drawn.map((line) => name(line, PLAIN_TEXT)),
      );
      expect(plain.drawn.join('\n')).toMatch(language === 'ar' ? /23\.02\s€/u : /€23\.02/u);
    },
  );
});
