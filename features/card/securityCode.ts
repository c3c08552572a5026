import cardValidator from 'card-validator';
import type { CardBrand, SecurityCodeInfo } from './cardBrand';

/**
 * Security code asked for while the brand is unknown. Its `name` (the library's CVV, CID, CVC…) is
 * card jargon: the form says "security code" and where to find it (`securityCodeSide`) instead.
 */
export const DEFAULT_SECURITY_CODE: Readonly<SecurityCodeInfo> = Object.freeze({
  name: 'CVV',
  size: 3,
});

/** Result of {@link validateSecurityCode}. */
export interface SecurityCodeValidation {
  /** The code has exactly the expected number of digits. */
  isValid: boolean;
  /** The code is valid, or is a shorter run of digits the player is still typing. */
  isPotentiallyValid: boolean;
}

/**
 * The security code to ask for with a card of `brand`, as `credit-card-type` describes it.
 *
 * @param brand - The detected brand, or `null` when unknown.
 * @returns e.g. `{ name: 'CID', size: 4 }` for American Express, `{ name: 'CVV', size: 3 }` for Visa
 *   and for an unknown brand.
 */
export function securityCodeFor(brand: CardBrand | null): SecurityCodeInfo {
  const code = brand?.code ?? DEFAULT_SECURITY_CODE;
  return { name: code.name, size: code.size };
}

/** Where the security code is printed: on the front (American Express) or on the back. */
export type SecurityCodeSide = 'front' | 'back';

/** Brands whose security code is printed on the front of the card, above the number. */
const FRONT_CODE_BRANDS: ReadonlySet<string> = new Set(['american-express']);

/**
 * Where to look for the security code on a card of `brand`: the front for American Express, the
 * back for every other brand and while the brand is unknown.
 */
export function securityCodeSide(brand: Pick<CardBrand, 'type'> | null): SecurityCodeSide {
  return brand !== null && FRONT_CODE_BRANDS.has(brand.type) ? 'front' : 'back';
}

/**
 * Validates a security code with `card-validator`'s `cvv()`: digits only, exactly `size` of them.
 *
 * @param value - The code as typed; any string, never throws. Spaces or letters make it invalid.
 * @param size - The expected digit count, usually `securityCodeFor(brand).size`; a value that is not
 *   a positive integer falls back to 3.
 * @returns Whether the code is valid, or could still become valid with more digits.
 */
export function validateSecurityCode(value: string, size: number): SecurityCodeValidation {
  const expected = Number.isInteger(size) && size > 0 ? size : DEFAULT_SECURITY_CODE.size;
  const result = cardValidator.cvv(value, expected);
  return { isValid: result.isValid, isPotentiallyValid: result.isPotentiallyValid };
}
