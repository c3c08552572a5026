import { createContext, useContext } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import type { CardBrand } from '@features/card';
import type { TypedAmount } from '@features/payments';
import type { PaymentAction } from '@contract/payments/lists';
import type { ValidationKey } from './validation';

/**
 * What react-hook-form holds: one value per server field, by field name. An amount field holds
 * what the player typed with the language it was read in, or a decimal (model/typedAmount.ts).
 */
export type PaymentFormValues = Record<string, string | boolean | TypedAmount>;

/** Read-only facts every field component may need about the form it is in. */
export interface PaymentFormMeta {
  action: PaymentAction;
  method: PaymentMethod;
  fields: readonly Field[];
  /** The name of the `credit_card_number` field, so the security code can size itself by brand. */
  cardNumberField: string | undefined;
  /**
   * The brand of the chosen saved card (no card number on screen), so the security code can size
   * itself by it: 4 digits (CID) for a saved American Express.
   */
  savedCardBrand?: CardBrand | null;
}

export const PaymentFormMetaContext = createContext<PaymentFormMeta | null>(null);

export function usePaymentFormMeta(): PaymentFormMeta {
  const meta = useContext(PaymentFormMetaContext);
  if (meta === null) throw new Error('Payment fields must be rendered inside <PaymentForm>.');
  return meta;
}

/** The error type used for messages the server sent (server text, shown as it is). */
export const SERVER_ERROR_TYPE = 'server';

/** Interpolation values of a field's messages: fixed, or chosen by the message key. */
export type ErrorParams =
  Record<string, string | number> | ((key: ValidationKey) => Record<string, string | number>);

/** The text of a field error: a translated validation key, or the server's own message. */
export function useErrorText(
  error: FieldError | undefined,
  params: ErrorParams = {},
): string | undefined {
  const { t } = useTranslation();
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return error.message;
  const key = error.message as ValidationKey;
  return t(key, typeof params === 'function' ? params(key) : params);
}
