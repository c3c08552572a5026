/**
 * The mock back end's scale of a currency: the catalog's `currencyScales`, which `GET /config`
 * states. A currency it gives none (a history row in an old currency, say) is reckoned at the
 * finest wire scale, so no amount is refused or rounded.
 */
import { MAX_WIRE_DECIMALS } from '@common/lib/money';
import type { Catalog } from '../catalog/schema';

export type MockScales = Pick<Catalog, 'currencyScales'>;

export function mockScale({ currencyScales }: MockScales, currency: string): number {
  return (
    (Object.hasOwn(currencyScales, currency) ? currencyScales[currency] : undefined) ??
    MAX_WIRE_DECIMALS
  );
}
