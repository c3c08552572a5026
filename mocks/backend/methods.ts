/** Resolves catalog methods into wire answers for one action and currency. */
import type {
  ConversionMethodsResponse,
  LastUsed,
  Limits,
  PaymentMethod,
} from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import type { CatalogDescription, CatalogMethod } from '../catalog/methodSchema';
import type { Catalog } from '../catalog/schema';
import { translationFor } from './language';

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

/** A catalog description as listed for `action`; none when it has no text for that action. */
export function descriptionFor(
  description: CatalogDescription | undefined,
  action: PaymentAction,
): string | undefined {
  return typeof description === 'object' ? description[action] : description;
}

/**
 * The wire method (`methodSchema`) for one action and currency, without the player's deleted
 * profiles; its description is the action's.
 */
export function toWireMethod(
  { method, limits }: OfferedMethod,
  action: PaymentAction,
  currency: string,
  deletedProfiles: ReadonlySet<string>,
): PaymentMethod {
  return {
    id: method.id,
    provider: method.provider,
    brand: method.brand,
    type: method.type,
    name: method.name,
    description: descriptionFor(method.description, action),
    logoUrl: method.logoUrl,
    currency,
    limits,
    presets: method.presets,
    commission: method.commission,
    processingTime: method.processingTime,
    savedProfiles: method.savedProfiles?.filter((profile) => !deletedProfiles.has(profile.id)),
    acceptedCardBrands: method.acceptedCardBrands,
  };
}

/**
 * The conversion methods listed for an action (each names the currencies it works with), named in
 * the request's language where the catalog has it.
 */
export function conversionMethodsFor(
  catalog: Catalog,
  action: PaymentAction,
  currency: string,
  request: Request,
): ConversionMethodsResponse {
  return {
    // `currencies` are the crypto currencies converted: offered only against another currency.
    methods: (catalog.conversionMethods ?? [])
      .filter((method) => method.actions.includes(action) && !method.currencies.includes(currency))
      .map((method) => ({
        id: method.id,
        name: translationFor(method, request)?.name ?? method.name,
        currencies: method.currencies,
      })),
  };
}

/** True when a saved profile with this id exists in the catalog. */
export function profileExists(catalog: Catalog, profileId: string): boolean {
  return catalog.methods.some((method) =>
    (method.savedProfiles ?? []).some((profile) => profile.id === profileId),
  );
}

/** Last successful one-step deposits by currency (the mock's one player, per back end). */
export type LastDeposits = Map<string, LastUsed>;

/** Field types a fast deposit fills in by itself or that take no input. */
const ONE_STEP_FIELD_TYPES: ReadonlySet<string> = new Set([
  'amount',
  'cvv',
  'hidden',
  'banner',
  'button',
  'deposit_crypto_address',
  // The wallet's sheet gives the token: nothing to type.
  'wallet',
]);
const PROFILE_FIELD_TYPES: ReadonlySet<string> = new Set([
  'credit_card_number',
  'card_holder',
  'card_expiry_date',
]);

/** True when a deposit with this method (and profile) needs nothing but an amount and a CVV. */
export function isOneStep(method: CatalogMethod, savedProfileId: string | null): boolean {
  return method.fields.every(
    (field) =>
      !field.required ||
      ONE_STEP_FIELD_TYPES.has(field.type) ||
      (savedProfileId !== null && PROFILE_FIELD_TYPES.has(field.type)),
  );
}

/** True for a submit answer that took the payment on (not refused, not asking for a new form). */
function accepted(httpStatus: number, body: unknown): boolean {
  if (httpStatus !== 200 || typeof body !== 'object' || body === null || !('status' in body)) {
    return false;
  }
  if (body.status === 'notify') return !('severity' in body) || body.severity !== 'error';
  return body.status === 'user_redirected' || body.status === 'iframe_opened';
}

/**
 * Remembers a deposit as the player's last used method when the back end accepted it and it can be
 * repeated in one step (a saved profile, or a method asking only for the amount and a CVV).
 */
export function rememberDeposit(
  lastDeposits: LastDeposits,
  offered: OfferedMethod,
  request: { action: PaymentAction; currency: string; savedProfileId?: string | undefined },
  answer: { httpStatus: number; body: unknown },
  profileKnown: boolean,
): void {
  if (request.action !== 'deposit' || !accepted(answer.httpStatus, answer.body)) return;
  const savedProfileId = profileKnown ? (request.savedProfileId ?? null) : null;
  if (!isOneStep(offered.method, savedProfileId)) return;
  lastDeposits.set(request.currency, { methodId: offered.method.id, savedProfileId });
}

/**
 * `lastUsed` of a deposit methods answer: the last one-step deposit in this currency, else the
 * catalog's `lastUsedDeposit`, when its method is still offered and its profile not deleted.
 * Cash-out answers have none.
 */
export function lastUsedAnswer(
  catalog: Catalog,
  lastDeposits: LastDeposits,
  deletedProfiles: ReadonlySet<string>,
  action: PaymentAction,
  currency: string,
): { lastUsed?: LastUsed | null } {
  if (action !== 'deposit') return {};
  const candidate = lastDeposits.get(currency) ?? catalog.lastUsedDeposit ?? null;
  if (candidate === null) return { lastUsed: null };
  const offered = findOffered(catalog, candidate.methodId, action, currency);
  const { savedProfileId } = candidate;
  const profileAvailable =
    savedProfileId === null ||
    (!deletedProfiles.has(savedProfileId) &&
      (offered?.method.savedProfiles ?? []).some((profile) => profile.id === savedProfileId));
  return { lastUsed: offered && profileAvailable ? candidate : null };
}
