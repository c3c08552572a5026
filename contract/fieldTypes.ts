/**
 * The field-type table: for every type a method's field may have (FIELD_TYPES), whether its value
 * is a secret (never in Redux, logs, storage or tracker events), whether it is display-only (the
 * player types nothing into it and the form submits nothing for it), and the form its value takes
 * in the submit's `fields` (docs/http-api.md). Fields named as an IBAN (IBAN_FIELD_NAMES) are
 * secret whatever their type.
 */
import { FIELD_TYPES, type FieldType, IBAN_FIELD_NAMES } from './payments/lists';
import { isOneOf } from './closedList';

/** How a field's value travels in the submit's `fields`. */
export type WireFormat =
  /** A decimal string at the currency's scale ("10.50"). */
  | 'decimal'
  /** Free text as typed (trimmed). */
  | 'text'
  /** Digits (and letters for an IBAN), spaces removed, upper-case. */
  | 'compact'
  /** `MM/YY`. */
  | 'month-year'
  /** `YYYY-MM-DD`. */
  | 'date'
  /** `true` or `false`. */
  | 'boolean'
  /** The chosen option's `value`. */
  | 'option'
  /** A base64 `data:` URL with the file name as a parameter. */
  | 'data-url'
  /** The wallet's payment token, added by its button. */
  | 'token'
  /** Nothing: the form submits no value for it. */
  | 'none';

export interface FieldTypeFacts {
  secret: boolean;
  displayOnly: boolean;
  wire: WireFormat;
}

const plain = (wire: WireFormat): FieldTypeFacts => ({ secret: false, displayOnly: false, wire });
const secret = (wire: WireFormat): FieldTypeFacts => ({ secret: true, displayOnly: false, wire });
const shown: FieldTypeFacts = { secret: false, displayOnly: true, wire: 'none' };

/** Every field type's facts. */
export const FIELD_TYPE_TABLE = {
  attachment: plain('data-url'),
  amount: plain('decimal'),
  email: plain('text'),
  credit_card_number: secret('compact'),
  text: plain('text'),
  card_holder: plain('text'),
  card_expiry_date: plain('month-year'),
  tel: plain('text'),
  cvv: secret('compact'),
  textarea: plain('text'),
  password: secret('text'),
  crypto_address: plain('text'),
  multi_protocol_crypto_address: plain('text'),
  metamask: plain('text'),
  deposit_crypto_address: shown,
  cashout_crypto_address: plain('text'),
  select: plain('option'),
  cascade_select: plain('option'),
  banner: shown,
  crypto_currencies_account_select: plain('option'),
  button: shown,
  checkbox: plain('boolean'),
  hidden: plain('text'),
  date: plain('date'),
  // Secret and display-only: the wallet's button adds its token to the submit's secrets.
  wallet: { secret: true, displayOnly: true, wire: 'token' },
} as const satisfies Record<FieldType, FieldTypeFacts>;

/** Field types whose values are secrets. */
export const SECRET_FIELD_TYPES: readonly FieldType[] = FIELD_TYPES.filter(
  (type) => FIELD_TYPE_TABLE[type].secret,
);

/** Field types the player types nothing into and the form never submits a value for. */
export const DISPLAY_ONLY_FIELD_TYPES: ReadonlySet<string> = new Set(
  FIELD_TYPES.filter((type) => FIELD_TYPE_TABLE[type].displayOnly),
);

/** True when a field's value is a secret: by its type, or by an IBAN name. */
export function isSecretField(field: { name: string; type: string }): boolean {
  return (
    (isOneOf(FIELD_TYPES, field.type) && FIELD_TYPE_TABLE[field.type].secret) ||
    isOneOf(IBAN_FIELD_NAMES, field.name)
  );
}
