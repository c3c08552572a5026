import { describe, expect, it } from 'vitest';
import catalogJson from '../catalog.json';
import scalesJson from '../../e2e/catalogs/scales.json';
import { parseCatalog } from './parseCatalog';

const copy = (): Record<string, unknown> =>
  JSON.parse(JSON.stringify(catalogJson)) as Record<string, unknown>;

describe('the catalog states each currency scale', () => {
  it('accepts the catalogs of the project', () => {
    expect(parseCatalog(catalogJson)).toMatchObject({ ok: true });
    expect(parseCatalog(scalesJson)).toMatchObject({ ok: true });
  });

  it('refuses a catalog without scales, or a currency without one', () => {
    const without = copy();
    delete without.currencyScales;
    expect(parseCatalog(without)).toMatchObject({ ok: false });
    const missing = copy();
    missing.currencyScales = { EUR: 2, USD: 2 };
    expect(parseCatalog(missing)).toEqual({
      ok: false,
      problems: ['currencies[2]: BTC has no scale: add it to currencyScales (e.g. "BTC": 2)'],
    });
  });

  it('refuses a limit or preset with more decimals than its currency has', () => {
    const finer = copy();
    finer.currencyScales = { EUR: 2, USD: 2, BTC: 3 };
    const result = parseCatalog(finer);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain("0.0005 has more decimals than BTC's scale of 3");
  });
});
