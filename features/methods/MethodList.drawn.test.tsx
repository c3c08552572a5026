import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import { serverText } from '@common/i18n/serverText';
import { drawnLines } from '@testing/drawnText';
import { renderWithProviders } from '@testing/render';
import { SPOOFING_TEXTS } from '@testing/spoofingTexts';
import { drawnOrder } from '@testing/unicodeBidi';
import { Cashier } from '@features/cashier/Cashier';
import {
  currencyChanged,
  paymentActionChanged,
  paymentsSlice,
} from '@features/payments/state/paymentsSlice';

/**
 * The USD deposit methods' ids, in the catalog's order (not the card methods: their rows also
 * name the card brands, "Visa" among them, which a name's text would be mistaken for).
 */
const usdDeposits = (): string[] => {
  const ids: string[] = [];
  catalogWith((catalog) => {
    for (const method of catalog.methods)
      if (
        method.actions.includes('deposit') &&
        'USD' in method.limits &&
        !method.acceptedCardBrands
      )
        ids.push(method.id);
  });
  return ids;
};

/** The catalog with the methods' names from `names` (by id), in every language. */
const catalogNamed = (names: ReadonlyMap<string, string>) =>
  catalogWith((catalog) => {
    for (const method of catalog.methods) {
      const name = names.get(method.id);
      if (name !== undefined) method.name = name;
      // The server's translations would replace the name in Arabic.
      if (name !== undefined) delete method.translations;
    }
  });

/** Each method's row (name, description, terms) as drawn, by method id, in the USD deposit list. */
async function drawnRows(language: string, count: number) {
  let payments = paymentsSlice.reducer(undefined, paymentActionChanged('deposit'));
  payments = paymentsSlice.reducer(payments, currencyChanged('USD'));
  const { container, unmount, i18n } = renderWithProviders(
    <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <Cashier />
    </div>,
    { language, preloadedState: { payments } },
  );
  const radios = await waitFor(() => {
    expect(i18n.resolvedLanguage).toBe(language);
    const found = container.querySelectorAll<HTMLInputElement>('input[name="payment-method"]');
    expect(found.length).toBeGreaterThanOrEqual(count);
    return [...found];
  });
  const rows = new Map(
    radios.map((radio) => [radio.value, drawnLines(radio.closest('label') ?? radio)]),
  );
  unmount();
  return rows;
}

describe.each(['en', 'ar'])('the method list in %s', (language) => {
  it('draws every row’s limits, fee and time as with its own name, whatever the name holds', async () => {
    const direction = language === 'ar' ? 'rtl' : 'ltr';
    const ids = usdDeposits().slice(0, SPOOFING_TEXTS.length);
    expect(ids).toHaveLength(SPOOFING_TEXTS.length);
    const plainNames = new Map(ids.map((id) => [id, `Method ${id}`]));
    const spoofedNames = new Map(ids.map((id, index) => [id, SPOOFING_TEXTS[index]?.text ?? '']));
    useFreshBackend(catalogNamed(plainNames));
    const plain = await drawnRows(language, ids.length);
    useFreshBackend(catalogNamed(spoofedNames));
    const spoofed = await drawnRows(language, ids.length);
    const withoutName = (lines: readonly string[] | undefined, name: string) =>
      (lines ?? []).map((line) =>
        line.replace(drawnOrder(`\u2068${serverText(name)}\u2069`, direction), '<name>'),
      );
    for (const id of ids) {
      const plainRow = withoutName(plain.get(id), plainNames.get(id) ?? '');
      expect(plainRow.join('\n')).toContain('<name>');
      expect(withoutName(spoofed.get(id), spoofedNames.get(id) ?? ''), id).toEqual(plainRow);
    }
  });
});
