/** Resolves catalog methods into wire answers for one action and currency. */
import type {
  ConversionMethodsResponse,
  Limits,
  PaymentMethod,
} from '@features/payments/api/schemas';
import type { PaymentAction } from '@features/payments/model/contract';
import type { Catalog, CatalogMethod } from '../catalog/schema';

export interface OfferedMethod {
  method: CatalogMethod;
  limits: Limits;
}

/** The catalog method with this id when it is offered for the action and currency. */
export function findOffered(
  catalog: Catalog,
  methodId: string,
  action: PaymentAction,
  currency: string,
): OfferedMethod | undefined {
  const method = catalog.methods.find((candidate) => candidate.id === methodId);
  if (!method?.actions.includes(action)) return undefined;
  const limits = Object.hasOwn(method.limits, currency) ? method.limits[currency] : undefined;
  return limits ? { method, limits } : undefined;
}

/** Every method offered for the action and currency, in catalog order. */
export function listOffered(
  catalog: Catalog,
  action: PaymentAction,
  currency: string,
): OfferedMethod[] {
  return catalog.methods.flatMap((method) => {
    const offered = findOffered(catalog, method.id, action, currency);
    return offered ? [offered] : [];
  });
}

/** The wire method (`methodSchema`) for one currency, without the player's deleted profiles. */
export function toWireMethod(
  { method, limits }: OfferedMethod,
  currency: string,
  deletedProfiles: ReadonlySet<string>,
): PaymentMethod {
  return {
    id: method.id,
    provider: method.provider,
    brand: method.brand,
    type: method.type,
    name: method.name,
    description: method.description,
    logoUrl: method.logoUrl,
    currency,
    limits,
    presets: method.presets,
    commission: method.commission,
    processingTime: method.processingTime,
    savedProfiles: method.savedProfiles?.filter((profile) => !deletedProfiles.has(profile.id)),
  };
}

/** The conversion methods listed for an action (each names the currencies it works with). */
export function conversionMethodsFor(
  catalog: Catalog,
  action: PaymentAction,
  currency: string,
): ConversionMethodsResponse {
  return {
    // `currencies` are the crypto currencies converted: offered only against another currency.
    methods: (catalog.conversionMethods ?? [])
      .filter((method) => method.actions.includes(action) && !method.currencies.includes(currency))
      .map(({ id, name, currencies }) => ({ id, name, currencies })),
  };
}

/** True when a saved profile with this id exists in the catalog. */
export function profileExists(catalog: Catalog, profileId: string): boolean {
  return catalog.methods.some((method) =>
    (method.savedProfiles ?? []).some((profile) => profile.id === profileId),
  );
}
