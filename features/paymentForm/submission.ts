import { DISPLAY_ONLY_FIELD_TYPES, isSecretField as isWireSecret } from '@contract/fieldTypes';
import type { Field, WireFieldValues } from '@contract/payments/fields';
import { digitsOnly } from '@features/card';
import {
  amountValueDecimal,
  networkValueName,
  currencyScale,
  toWireAmount,
} from '@features/payments';
import type { PaymentFormValues } from './formContext';

export interface Submission {
  /** The normalised amount ("50.00"), or null when the method has no amount field. */
  amount: string | null;
  /** Values that may appear in actions and logs. */
  publicFields: WireFieldValues;
  /** Card number, CVV, passwords, IBANs, attached files: sealed before the submit action. */
  secretFields: WireFieldValues;
}

/**
 * Attached files (a `data:` URL with the file name, see model/attachment.ts) travel with the
 * secrets: they are personal documents, and megabytes of base64 have no place in Redux actions,
 * DevTools or the tracker. The vault hands them to the request body only.
 */
export function isSecretField(field: Field): boolean {
  return isWireSecret(field) || field.type === 'attachment';
}

/** The wire form of one value: card numbers as digits, IBANs compact and upper-case. */
function wireValue(field: Field, value: string | boolean): string | boolean {
  if (typeof value !== 'string') return value;
  if (field.type === 'credit_card_number' || field.type === 'cvv') return digitsOnly(value);
  // Sent exactly as given: a password or PIN may begin or end with a space, a hidden value is
  // the server's own.
  if (field.type === 'attachment' || field.type === 'password' || field.type === 'hidden')
    return value;
  if (isWireSecret(field)) return value.replace(/\s+/g, '').toUpperCase();
  return value.trim();
}

/**
 * Splits what the form holds into the amount (the decimal the amount field kept, read in the
 * language it was typed in: model/typedAmount.ts; sent at the scale of `currency`, see
 * `toWireAmount`), the public values and the secret values.
 */
export function splitSubmission(
  fields: readonly Field[],
  values: PaymentFormValues,
  currency: string,
): Submission {
  const submission: Submission = { amount: null, publicFields: {}, secretFields: {} };
  for (const field of fields) {
    if (DISPLAY_ONLY_FIELD_TYPES.has(field.type)) continue;
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.type === 'amount') {
      const amount = amountValueDecimal(value);
      // No scale from the back end: the digits as typed, none added.
      const scale = currencyScale(currency);
      submission.amount =
        amount === null || scale === undefined ? amount : toWireAmount(amount, scale);
      continue;
    }
    // Only an amount field holds a typed amount (model/typedAmount.ts).
    if (typeof value === 'object') continue;
    const target = isSecretField(field) ? submission.secretFields : submission.publicFields;
    target[field.name] = wireValue(field, value);
    if (field.type === 'multi_protocol_crypto_address') {
      // The chosen network goes beside the address (see MultiProtocolCryptoAddressField).
      const network = values[networkValueName(field.name)];
      if (typeof network === 'string' && network !== '') {
        submission.publicFields[networkValueName(field.name)] = network;
      }
    }
  }
  return submission;
}

/** The network preselected for a multi-protocol address: the server's `network`, or the only one. */
function defaultNetwork(field: Field): string {
  const networks = field.networks ?? [];
  const preset = networks.find((network) => network.value === field.network);
  return preset?.value ?? (networks.length === 1 ? (networks[0]?.value ?? '') : '');
}

/** Initial form values: the server's defaults, empty strings, unticked boxes. */
export function defaultValuesFor(fields: readonly Field[]): PaymentFormValues {
  const values: PaymentFormValues = {};
  for (const field of fields) {
    values[field.name] =
      field.type === 'checkbox' ? field.defaultValue === 'true' : (field.defaultValue ?? '');
    if (field.type === 'multi_protocol_crypto_address') {
      values[networkValueName(field.name)] = defaultNetwork(field);
    }
  }
  return values;
}
