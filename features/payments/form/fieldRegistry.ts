import type { ComponentType } from 'react';
import type { FieldType } from '../model/contract';
import { FIELD_TYPES, isOneOf } from '../model/contract';
import { AmountField } from './fields/AmountField';
import { CardNumberField } from './fields/CardNumberField';
import { ExpiryField } from './fields/ExpiryField';
import { SecurityCodeField } from './fields/SecurityCodeField';
import {
  BannerField,
  CheckboxField,
  HiddenField,
  SelectField,
  UnsupportedField,
} from './fields/SimpleFields';
import type { FieldProps } from './fields/TextField';
import { TextField } from './fields/TextField';

/**
 * Server field type → the component that renders it (STYLE.md §5). Exhaustive over SPEC §3's 24
 * types: adding a type to the contract fails typechecking until it is mapped here. Types whose
 * rich widgets are not built yet map to the visible UnsupportedField, never to nothing.
 */
export const fieldRegistry = {
  amount: AmountField,
  credit_card_number: CardNumberField,
  card_holder: TextField,
  card_expiry_date: ExpiryField,
  cvv: SecurityCodeField,
  text: TextField,
  email: TextField,
  tel: TextField,
  password: TextField,
  textarea: TextField,
  date: TextField,
  checkbox: CheckboxField,
  select: SelectField,
  hidden: HiddenField,
  banner: BannerField,
  attachment: UnsupportedField,
  crypto_address: UnsupportedField,
  multi_protocol_crypto_address: UnsupportedField,
  metamask: UnsupportedField,
  deposit_crypto_address: UnsupportedField,
  cashout_crypto_address: UnsupportedField,
  cascade_select: UnsupportedField,
  crypto_currencies_account_select: UnsupportedField,
  button: UnsupportedField,
} as const satisfies Record<FieldType, ComponentType<FieldProps>>;

const reportedUnknownTypes = new Set<string>();

/** The component for a server field type; an unknown type is logged once and shown as unsupported. */
export function componentForFieldType(type: string): ComponentType<FieldProps> {
  if (isOneOf(FIELD_TYPES, type)) return fieldRegistry[type];
  if (!reportedUnknownTypes.has(type)) {
    reportedUnknownTypes.add(type);
    console.warn('Unknown payment field type from the server:', type);
  }
  return UnsupportedField;
}

/** Field types whose value is not typed by the player and never submitted. */
export const DISPLAY_ONLY_FIELD_TYPES: ReadonlySet<string> = new Set(['banner', 'button']);
