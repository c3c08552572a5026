import { IBAN_FIELD_NAMES } from '@contract/payments/lists';
import { isOneOf } from '@contract/primitives';

/** Field types whose values are secrets: they never enter Redux, logs, storage or tracker events. */
const SENSITIVE_FIELD_TYPES = ['credit_card_number', 'cvv', 'password', 'wallet'] as const;

/** True when a field's value must be treated as a secret (card data, passwords, IBANs, wallet tokens). */
export function isSensitiveField(field: { name: string; type: string }): boolean {
  return isOneOf(SENSITIVE_FIELD_TYPES, field.type) || isOneOf(IBAN_FIELD_NAMES, field.name);
}
