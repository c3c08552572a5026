/**
 * The card brands a method takes, in the player's words (pure; the names in ./contract.ts, no card
 * library, so the method list stays light).
 */
import { isolate } from '@common/i18n/bidi';
import { listFormat } from '@common/lib/intl';
import { CARD_BRAND_NAMES, type CardBrandType } from '@contract/payments/lists';

/** A brand's name as players know it ("American Express"); an id the cashier does not know as it came. */
export function cardBrandName(type: string): string {
  return Object.hasOwn(CARD_BRAND_NAMES, type) ? CARD_BRAND_NAMES[type as CardBrandType] : type;
}

/**
 * The brands as one phrase of `locale` ("Visa and Mastercard", "Visa et Mastercard"). Each name is
 * isolated (common/i18n/bidi.ts), so the phrase reads in the language's direction ("Visa وMastercard"
 * keeps "و" between the names, not after them) and no name moves the words between them.
 */
export function cardBrandList(types: readonly string[], locale: string): string {
  const names = [...new Set(types.map(cardBrandName))].map((name) => isolate(name));
  return listFormat(locale, { type: 'conjunction' }).format(names);
}
