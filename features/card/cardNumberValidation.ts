import cardValidator from 'card-validator';
import { toCardBrand } from './cardBrand';
import { requireString } from './requireString';
import type { CardBrand } from './cardBrand';

/** Result of {@link validateCardNumber}. */
export interface CardNumberValidation {
  /** The number is complete: a length its brand allows and a correct Luhn checksum. */
  isValid: boolean;
  /** The number is valid, or could still become valid as the player keeps typing. */
  isPotentiallyValid: boolean;
  /** The brand detected from the number, or `null` when unknown or ambiguous. */
  brand: CardBrand | null;
}

/**
 * Validates a card number with `card-validator`'s `number()`: the brand must be known, the length
 * one of the brand's lengths and the Luhn checksum correct.
 *
 * Spaces and dashes are allowed (`'4111 1111 1111 1111'` is valid); any other character makes the
 * number invalid and not potentially valid. As in `card-validator`, UnionPay numbers are not Luhn
 * checked (some issued UnionPay cards fail it), only their length.
 *
 * @param input - The number as typed or formatted; any string.
 * @returns Whether it is valid, potentially valid, and its brand.
 * @throws TypeError when `input` is not a string (`card-validator` would call a number invalid,
 *   hiding the caller's mistake).
 */
export function validateCardNumber(input: string): CardNumberValidation {
  const result = cardValidator.number(requireString(input, 'validateCardNumber'));
  return {
    isValid: result.isValid,
    isPotentiallyValid: result.isPotentiallyValid,
    brand: result.card === null ? null : toCardBrand(result.card),
  };
}
