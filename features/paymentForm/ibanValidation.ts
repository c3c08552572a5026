/** IBAN validation, apart from validation.ts so ibantools loads with the IBAN field's chunk only. */
import type { Field } from '@contract/payments/fields';
import { compactIban, ibanProblem } from '@features/payments';
import type { Check, ValidationKey } from './validation';
import { compilePattern } from './validation';

const IBAN_KEYS = {
  country: 'payments.validation.ibanCountry',
  length: 'payments.validation.ibanLength',
  format: 'payments.validation.ibanFormat',
  checksum: 'payments.validation.ibanChecksum',
} as const satisfies Record<string, ValidationKey>;

/**
 * An IBAN (any field named as one of IBAN_FIELD_NAMES): country code, that country's length and
 * format, mod-97 check digits (ibantools), then the server's `pattern` on the compact form. The
 * server's min/maxLength are not applied: they cannot know the spaces of the grouped display.
 */
export function checkIban(field: Field, value: string): Check {
  const iban = compactIban(value);
  if (iban === '') return field.required ? 'payments.validation.required' : true;
  const problem = ibanProblem(iban);
  if (problem !== null) return IBAN_KEYS[problem];
  if (field.pattern !== undefined && compilePattern(field.pattern)?.test(iban) === false) {
    return 'payments.validation.pattern';
  }
  return true;
}
