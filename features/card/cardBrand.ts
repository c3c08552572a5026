import creditCardType from 'credit-card-type';
import { digitsOnly } from './digitsOnly';
import { requireString } from './requireString';

/** The security code printed on a card: its label (`CVV`, `CID`, `CVC`…) and digit count. */
export interface SecurityCodeInfo {
  /** Label to show the player, e.g. `'CVV'`, or `'CID'` for American Express. */
  name: string;
  /** Number of digits, e.g. `3`, or `4` for American Express. */
  size: number;
}

/** A card brand as described by `credit-card-type`, without its internal prefix patterns. */
export interface CardBrand {
  /** `credit-card-type`'s id, e.g. `'visa'`, `'american-express'`, `'diners-club'`. */
  type: string;
  /** Display name, e.g. `'Visa'`, `'American Express'`. */
  niceType: string;
  /** Digit offsets after which a space is shown, e.g. `[4, 8, 12]` or `[4, 10]` for Amex. */
  gaps: number[];
  /** Every digit count a number of this brand can have, e.g. `[16, 18, 19]` for Visa. */
  lengths: number[];
  /** The brand's security code. */
  code: SecurityCodeInfo;
}

/** The shape shared by `credit-card-type` and `card-validator` results. */
interface LibraryCardType {
  type: string;
  niceType: string;
  gaps: number[];
  lengths: number[];
  code: { name: string; size: number };
}

/**
 * Copies a `credit-card-type` / `card-validator` card into a {@link CardBrand}, dropping the
 * prefix patterns and match strength so callers cannot depend on them.
 *
 * @param card - A card type returned by either library.
 * @returns A fresh {@link CardBrand} that shares no arrays with the library.
 */
export function toCardBrand(card: LibraryCardType): CardBrand {
  return {
    type: card.type,
    niceType: card.niceType,
    gaps: [...card.gaps],
    lengths: [...card.lengths],
    code: { name: card.code.name, size: card.code.size },
  };
}

/**
 * Every brand id `credit-card-type` knows, in its matching order: visa, mastercard,
 * american-express, diners-club, discover, troy, jcb, unionpay, naranja, verve, maestro, elo, mir,
 * hiper, hipercard.
 */
export const CARD_BRAND_TYPES: readonly string[] = Object.freeze(
  Object.values(creditCardType.types),
);

/**
 * Looks a brand up by its `credit-card-type` id, e.g. to show the security-code label for a brand
 * the server named.
 *
 * @param type - A brand id such as `'visa'` or `'american-express'`.
 * @returns The brand, or `null` when `type` is not one of {@link CARD_BRAND_TYPES}.
 * @throws TypeError when `type` is not a string.
 */
export function cardBrandByType(type: string): CardBrand | null {
  if (!CARD_BRAND_TYPES.includes(requireString(type, 'cardBrandByType'))) return null;
  // `getTypeInfo` is typed as always returning a card but returns null for unknown ids.
  const card = creditCardType.getTypeInfo(type) as LibraryCardType | null;
  return card === null ? null : toCardBrand(card);
}

/** Names servers commonly give brands, beside `credit-card-type`'s ids. */
const BRAND_ALIASES: Readonly<Record<string, string>> = {
  amex: 'american-express',
  americanexpress: 'american-express',
  diners: 'diners-club',
  dinersclub: 'diners-club',
  master: 'mastercard',
  cup: 'unionpay',
  'china-unionpay': 'unionpay',
};

/**
 * Looks a brand up by a server's name for it (a saved card's `brand`): `credit-card-type` ids,
 * any case, spaces or underscores for dashes, and common aliases (`amex`, `diners`, `cup`).
 *
 * @param name - e.g. `'visa'`, `'AMEX'`, `'American Express'`; anything, never throws.
 * @returns The brand, or `null` when the name is not a card brand (`'paypal'`, `undefined`).
 */
export function cardBrandByName(name: string | null | undefined): CardBrand | null {
  if (typeof name !== 'string') return null;
  const id = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const alias = (key: string) =>
    Object.hasOwn(BRAND_ALIASES, key) ? BRAND_ALIASES[key] : undefined;
  return cardBrandByType(alias(id) ?? alias(id.replace(/-/g, '')) ?? id);
}

/**
 * Detects the brand of a (possibly partial or formatted) card number from its digits.
 *
 * Only the digits of `input` are considered, so `'3782 822463 10005'` and `'3782-8224…'` both
 * detect American Express. A prefix that several brands share (`''`, `'4'`, `'22'`, `'6'`…) gives
 * `null`: the brand is returned only once exactly one `credit-card-type` type matches.
 *
 * The detector accepts only string input: a number (whose leading zeros and digits beyond 2^53
 * are already lost) or `null` from a JavaScript caller is refused with a `TypeError`.
 *
 * @param input - Any string.
 * @returns The single matching brand, or `null` when none or several match.
 * @throws TypeError when `input` is not a string.
 */
export function detectCardBrand(input: string): CardBrand | null {
  const matches = creditCardType(digitsOnly(requireString(input, 'The card-type detector')));
  const [only] = matches;
  return matches.length === 1 && only !== undefined ? toCardBrand(only) : null;
}
