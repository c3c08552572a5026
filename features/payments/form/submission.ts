import type { Field, FieldValues } from '../api/schemas';
import { digitsOnly } from '../card';
import { normalizeAmountInput } from '../model/money';
import { isSensitiveField } from '../model/sensitive';
import { DISPLAY_ONLY_FIELD_TYPES } from './fieldRegistry';
import type { PaymentFormValues } from './formContext';

export interface Submission {
  /** The normalised amount ("50.00"), or null when the method has no amount field. */
  amount: string | null;
  /** Values that may appear in actions and logs. */
  publicFields: FieldValues;
  /** Card number, CVV, passwords, IBANs: sealed before they reach the submit action. */
  secretFields: FieldValues;
}

/** The wire form of one value: card numbers as digits, IBANs compact and upper-case. */
function wireValue(field: Field, value: string | boolean): string | boolean {
  if (typeof value !== 'string') return value;
  if (field.type === 'credit_card_number' || field.type === 'cvv') return digitsOnly(value);
  if (isSensitiveField(field) && field.type !== 'password')
    return value.replace(/\s+/g, '').toUpperCase();
  return value.trim();
}

/** Splits what the form holds into the amount, the public values and the secret values. */
export function splitSubmission(fields: readonly Field[], values: PaymentFormValues): Submission {
  const submission: Submission = { amount: null, publicFields: {}, secretFields: {} };
  for (const field of fields) {
    if (DISPLAY_ONLY_FIELD_TYPES.has(field.type)) continue;
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.type === 'amount') {
      submission.amount = normalizeAmountInput(String(value));
      continue;
    }
    const target = isSensitiveField(field) ? submission.secretFields : submission.publicFields;
    target[field.name] = wireValue(field, value);
  }
  return submission;
}

/** Initial form values: the server's defaults, empty strings, unticked boxes. */
export function defaultValuesFor(fields: readonly Field[]): PaymentFormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.type === 'checkbox' ? field.defaultValue === 'true' : (field.defaultValue ?? ''),
    ]),
  );
}
