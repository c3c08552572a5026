import { describe, expect, it } from 'vitest';
import {
  COMMISSION_TYPES,
  COMPLEMENTARY_PAYMENT_METHODS,
  FIELD_TYPES,
  GENDERS,
  IBAN_FIELD_NAMES,
  LIMIT_PERIODS,
  MERCURYO_MODES,
  PAYMENT_ACTIONS,
  PAYMENT_ERROR_STATUSES,
  PAYMENT_ERROR_TYPES,
  PAYMENT_METHOD_BRANDS,
  PAYMENT_METHOD_TYPES,
  PAYMENT_PROVIDERS,
  PROCESSING_TIME_TYPES,
  RESPONSIBLE_GAMBLING_STATUSES,
  RESTRICTION_KINDS,
  SUBMIT_RESULT_STATUSES,
  VERIFICATION_STATUSES,
  WALLET_KINDS,
  CARD_BRANDS,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_STATUSES,
} from '@contract/payments/lists';
import { DIALOG_CLOSE_STATUSES, REQUEST_STATUSES } from './contract';
import { isOneOf } from '@contract/closedList';

/** The contract's lists, written out apart from ./contract.ts, so a changed list fails here. */
const EXPECTED = {
  actions: 'deposit, cashout',
  methodTypes: 'cards, direct, crypto, bank_transfer, voucher',
  complementary: 'mercuryo_crypto, mercuryo_fiat',
  genders: 'm, f',
  processingTimes: 'instant, range, static, none',
  commissions: 'percent, range-percent, fixed, float, mixed, none',
  mercuryoModes: 'production, development',
  providers:
    'accentpay, apco, allsecure, astropay_card, astropay_direct, bank_transfer, card_pay, coinspaid, devcode, finteqhub, flutterwave, hipay, ogone, pay_n_play, payop, paystack, paysafecard, payzen, skrill, trustly, utorg, vivapayments, wirecard, zotapay, mercuryo, cashterminal, altapay, cashbox, coupon, oauth_app, trio, banklink',
  brands:
    'creditcard, card, visa, mastercard, applepay, googlepay, paypal, skrill, neteller, sofort, ideal, interac, jeton, bank, bankiban, voucher, neosurf',
  fieldTypes:
    'attachment, amount, email, credit_card_number, text, card_holder, card_expiry_date, tel, cvv, textarea, password, crypto_address, multi_protocol_crypto_address, metamask, deposit_crypto_address, cashout_crypto_address, select, cascade_select, banner, crypto_currencies_account_select, button, checkbox, hidden, date, wallet',
  walletKinds: 'googlepay, applepay',
  ibanNames:
    'bankiban, bankintiban, iban_cashout, account_identifier, accountNumber, iban, display_iban, display_account_identifier, bankAccountId, bankIBAN',
  submitStatuses:
    'unknown, notify, user_redirected, iframe_opened, outdated_method_fields, install_metamask',
  dialogClose: 'success, failure, unknown',
  requestStatuses: 'none, loading, success, failed, cancelled',
  errorTypes:
    'unknown_error, request_error, params_error, pop_up, verification_required, responsible_gambling',
  responsibleGamblingStatuses: 'DEPOSIT_LIMIT_EXCEEDED, COOL_OFF_ACTIVE, SELF_EXCLUDED',
  limitPeriods: 'day, week, month',
  restrictionKinds: 'cool_off, self_exclusion',
  verificationStatuses: 'verified, pending, required, rejected',
  cardBrands:
    'visa, mastercard, american-express, diners-club, discover, troy, jcb, unionpay, naranja, verve, maestro, elo, mir, hiper, hipercard',
  documentKinds: 'identity, proof_of_address, payment_method, selfie, source_of_funds',
  documentStatuses: 'required, pending, accepted, rejected',
  errorStatuses:
    'DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND, PATCH_PLAYER_FIELDS_ERROR, INITIATE_INVOICE_ERROR, PAYMENT_PROCESSING_ERROR, FINTEQHUB_SEAMLESS_UNKNOWN_ERROR, RENDER_ERROR, VALIDATE_PROFILE_ERROR, NETWORK_ERROR, INSUFFICIENT_WITHDRAWABLE_BALANCE',
};

const list = (text: string) => text.split(', ');

describe('payment form contract', () => {
  it.each([
    ['payment actions', PAYMENT_ACTIONS, EXPECTED.actions, 2],
    ['method types', PAYMENT_METHOD_TYPES, EXPECTED.methodTypes, 5],
    ['complementary methods', COMPLEMENTARY_PAYMENT_METHODS, EXPECTED.complementary, 2],
    ['genders', GENDERS, EXPECTED.genders, 2],
    ['processing time types', PROCESSING_TIME_TYPES, EXPECTED.processingTimes, 4],
    ['commission types', COMMISSION_TYPES, EXPECTED.commissions, 6],
    ['Mercuryo modes', MERCURYO_MODES, EXPECTED.mercuryoModes, 2],
    ['providers', PAYMENT_PROVIDERS, EXPECTED.providers, 32],
    ['brands', PAYMENT_METHOD_BRANDS, EXPECTED.brands, 17],
    ['field types', FIELD_TYPES, EXPECTED.fieldTypes, 25],
    ['wallet kinds', WALLET_KINDS, EXPECTED.walletKinds, 2],
    ['IBAN field names', IBAN_FIELD_NAMES, EXPECTED.ibanNames, 10],
    ['submit result statuses', SUBMIT_RESULT_STATUSES, EXPECTED.submitStatuses, 6],
    ['dialog close statuses', DIALOG_CLOSE_STATUSES, EXPECTED.dialogClose, 3],
    ['request statuses', REQUEST_STATUSES, EXPECTED.requestStatuses, 5],
    ['error types', PAYMENT_ERROR_TYPES, EXPECTED.errorTypes, 6],
    [
      'responsible-gambling refusals',
      RESPONSIBLE_GAMBLING_STATUSES,
      EXPECTED.responsibleGamblingStatuses,
      3,
    ],
    ['limit periods', LIMIT_PERIODS, EXPECTED.limitPeriods, 3],
    ['restriction kinds', RESTRICTION_KINDS, EXPECTED.restrictionKinds, 2],
    ['verification statuses', VERIFICATION_STATUSES, EXPECTED.verificationStatuses, 4],
    ['error statuses', PAYMENT_ERROR_STATUSES, EXPECTED.errorStatuses, 9],
    ['card brands', CARD_BRANDS, EXPECTED.cardBrands, 15],
    ['verification document kinds', VERIFICATION_DOCUMENT_KINDS, EXPECTED.documentKinds, 5],
    ['document statuses', VERIFICATION_DOCUMENT_STATUSES, EXPECTED.documentStatuses, 4],
  ] as const)('lists exactly the %s of the spec', (_name, actual, spec, size) => {
    expect([...actual]).toEqual(list(spec));
    expect(new Set(actual).size).toBe(size);
  });

  it('narrows only exact members', () => {
    expect(isOneOf(PAYMENT_ACTIONS, 'deposit')).toBe(true);
    expect(isOneOf(PAYMENT_ACTIONS, 'Deposit')).toBe(false);
    expect(isOneOf(PAYMENT_ACTIONS, undefined)).toBe(false);
    expect(isOneOf(FIELD_TYPES, 'toString')).toBe(false);
  });
});
