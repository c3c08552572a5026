import type { ComponentType } from 'react';
import type { Field } from '@contract/payments/fields';
import type { FieldType } from '@contract/payments/lists';
import { FIELD_TYPES, IBAN_FIELD_NAMES } from '@contract/payments/lists';
import { isOneOf } from '@contract/closedList';
import { DISPLAY_ONLY_FIELD_TYPES } from '@contract/fieldTypes';
import { lazyComponent } from '@common/ui/lazyComponent';
import { ActionButtonField } from './fields/ActionButtonField';
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

const placeholder = { label: 'payments.form.loading' } as const;

/**
 * Fields the first deposit screen (amount, card, text, choices) does not need, each in its own
 * chunk loaded when a form shows it (docs/budgets-and-benchmarks.md): crypto and MetaMask, the QR code (uqr),
 * IBAN (ibantools), attachments and cascading selects.
 */
export const lazyFields = {
  AttachmentField: lazyComponent(
    () => import('./fields/AttachmentField').then((module) => module.AttachmentField),
    placeholder,
  ),
  CascadeSelectField: lazyComponent(
    () => import('./fields/CascadeSelectField').then((module) => module.CascadeSelectField),
    placeholder,
  ),
  CryptoAccountSelectField: lazyComponent(
    () =>
      import('./fields/CryptoAccountSelectField').then((module) => module.CryptoAccountSelectField),
    placeholder,
  ),
  CryptoAddressField: lazyComponent(
    () => import('./fields/CryptoAddressField').then((module) => module.CryptoAddressField),
    placeholder,
  ),
  DepositCryptoAddressField: lazyComponent(
    () =>
      import('./fields/DepositCryptoAddressField').then(
        (module) => module.DepositCryptoAddressField,
      ),
    placeholder,
  ),
  IbanField: lazyComponent(
    () => import('./fields/IbanField').then((module) => module.IbanField),
    placeholder,
  ),
  MetaMaskField: lazyComponent(
    () => import('./fields/MetaMaskField').then((module) => module.MetaMaskField),
    placeholder,
  ),
  MultiProtocolCryptoAddressField: lazyComponent(
    () =>
      import('./fields/MultiProtocolCryptoAddressField').then(
        (module) => module.MultiProtocolCryptoAddressField,
      ),
    placeholder,
  ),
} as const satisfies Record<string, ComponentType<FieldProps>>;

/** Loads every lazy field's code (tests render them synchronously after this). */
export async function preloadLazyFields(): Promise<void> {
  await Promise.all(Object.values(lazyFields).map((field) => field.preload()));
}

const {
  AttachmentField,
  CascadeSelectField,
  CryptoAccountSelectField,
  CryptoAddressField,
  DepositCryptoAddressField,
  IbanField,
  MetaMaskField,
  MultiProtocolCryptoAddressField,
} = lazyFields;

/**
 * Server field type → the component that renders it (an explicit registry). Exhaustive over the contract's 25
 * types: adding a type to the contract fails typechecking until it is mapped here. A type the
 * server sends that is not in the contract renders the visible UnsupportedField, never nothing.
 * Fields named as IBANs are chosen by name first (see {@link componentForField}).
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
  attachment: AttachmentField,
  crypto_address: CryptoAddressField,
  multi_protocol_crypto_address: MultiProtocolCryptoAddressField,
  metamask: MetaMaskField,
  deposit_crypto_address: DepositCryptoAddressField,
  cashout_crypto_address: CryptoAddressField,
  cascade_select: CascadeSelectField,
  crypto_currencies_account_select: CryptoAccountSelectField,
  button: ActionButtonField,
  // The wallet's button takes the submit button's place (PaymentFormFooter): nothing to type.
  wallet: () => null,
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

/** Types an IBAN-named field keeps: the player types nothing into them, so no IBAN input is shown. */
const TYPES_NOT_TYPED_BY_THE_PLAYER: ReadonlySet<string> = new Set([
  'hidden',
  ...DISPLAY_ONLY_FIELD_TYPES,
]);

/**
 * The component for one server field: by name first (a field named as one of IBAN_FIELD_NAMES is
 * an IBAN, whatever its type, except hidden and display-only ones), then by type.
 */
export function componentForField(field: Pick<Field, 'name' | 'type'>): ComponentType<FieldProps> {
  if (isOneOf(IBAN_FIELD_NAMES, field.name) && !TYPES_NOT_TYPED_BY_THE_PLAYER.has(field.type)) {
    return IbanField;
  }
  return componentForFieldType(field.type);
}

/**
 * Whether the cashier can show `field` so the player can fill it: a contract type (or an IBAN by
 * its name), and a `wallet` field with its wallet's data. Any other renders UnsupportedField (a
 * wallet without data: no button).
 */
export function canShowField(field: Pick<Field, 'name' | 'type' | 'wallet'>): boolean {
  if (field.type === 'wallet') return field.wallet !== undefined;
  if (isOneOf(FIELD_TYPES, field.type)) return true;
  return isOneOf(IBAN_FIELD_NAMES, field.name) && !TYPES_NOT_TYPED_BY_THE_PLAYER.has(field.type);
}

/**
 * The first field that makes the method impossible to pay here: required (or the method's wallet)
 * and one the cashier cannot show. An optional one it cannot show is left out of the payment.
 */
export function blockingField(fields: readonly Field[]): Field | undefined {
  return fields.find(
    (field) => !canShowField(field) && (field.required === true || field.type === 'wallet'),
  );
}
