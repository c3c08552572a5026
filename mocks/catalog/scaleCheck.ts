/**
 * The catalog's scales (`currencyScales`): one for each currency (a scale for another is harmless),
 * and every amount of a method (limits, presets) written within its currency's scale, so the client
 * can show and accept each exactly as written.
 */
import type { CatalogProblem } from './problem';
import type { Catalog } from './schema';

/** Decimals an amount really has: zeros at its end say nothing ("10.50" → 1, "10.000" → 0). */
function significantDecimals(amount: string): number {
  return (amount.split('.')[1] ?? '').replace(/0+$/, '').length;
}

export function checkCurrencyScales(catalog: Catalog): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const scales = catalog.currencyScales;
  catalog.currencies.forEach((currency, index) => {
    if (!Object.hasOwn(scales, currency)) {
      problems.push({
        path: ['currencies', index],
        message: `${currency} has no scale: add it to currencyScales (e.g. "${currency}": 2)`,
      });
    }
  });
  catalog.methods.forEach((method, index) => {
    for (const [currency, limits] of Object.entries(method.limits)) {
      const scale = Object.hasOwn(scales, currency) ? scales[currency] : undefined;
      if (scale === undefined) continue;
      const amounts: [(string | number)[], string][] = [
        [['limits', currency, 'min'], limits.min],
        [['limits', currency, 'max'], limits.max],
        ...(method.presets ?? []).map((preset, at): [(string | number)[], string] => [
          ['presets', at],
          preset,
        ]),
      ];
      for (const [path, amount] of amounts) {
        if (significantDecimals(amount) <= scale) continue;
        problems.push({
          path: ['methods', index, ...path],
          message: `${amount} has more decimals than ${currency}'s scale of ${String(scale)}`,
        });
      }
    }
  });
  return problems;
}
