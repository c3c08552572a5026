/**
 * Pure card helpers for the payment form: brand detection, number grouping and caret handling,
 * validation of number, expiry and security code, and masking. No React, no DOM.
 */
export { CARD_BRAND_TYPES, cardBrandByName, cardBrandByType, detectCardBrand } from './cardBrand';
export type { CardBrand, SecurityCodeInfo } from './cardBrand';
export { reformatCardInput } from './cardInput';
export type { ReformattedCardInput } from './cardInput';
export {
  DEFAULT_CARD_GAPS,
  DEFAULT_MAX_CARD_DIGITS,
  formatCardNumber,
  hasTooManyCardDigits,
  maxCardDigits,
} from './cardNumberFormat';
export { validateCardNumber } from './cardNumberValidation';
export type { CardNumberValidation } from './cardNumberValidation';
export { digitsOnly } from './digitsOnly';
export { reformatExpiryInput } from './expiryInput';
export { validateExpiry } from './expiryValidation';
export type { ExpiryProblem, ExpiryValidation } from './expiryValidation';
export { maskCardNumber } from './maskCardNumber';
export {
  DEFAULT_SECURITY_CODE,
  securityCodeFor,
  securityCodeSide,
  validateSecurityCode,
} from './securityCode';
export type { SecurityCodeSide, SecurityCodeValidation } from './securityCode';
