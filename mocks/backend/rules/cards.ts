/**
 * The mock back end's card-brand rule, its own (not the client's, mocks/README.md): it reads the
 * brand of a card number with `credit-card-type` directly, and refuses a brand a method's
 * `acceptedCardBrands` leaves out.
 */
import creditCardType from 'credit-card-type';

/**
 * The name of the number's brand ("American Express") when the method names the brands it takes
 * (`credit-card-type` ids) and not this one; undefined when it takes the card, names none, or the
 * number's brand is not known yet (no single brand matches its digits).
 */
export function refusedCardBrand(
  accepted: readonly string[] | undefined,
  cardNumber: string,
): string | undefined {
  if (accepted === undefined) return undefined;
  const matches = creditCardType(cardNumber.replace(/\D/gu, ''));
  const [brand] = matches;
  if (matches.length !== 1 || brand === undefined) return undefined;
  return accepted.includes(brand.type) ? undefined : brand.niceType;
}
