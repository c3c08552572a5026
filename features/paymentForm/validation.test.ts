import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import type { Field } from '@contract/payments/fields';
import { checkIban } from './ibanValidation';
import { typedAmount } from '@features/payments';
import { checkAmount, checkCryptoAddress, checkText } from './validation';

const iban: Field = { name: 'iban', type: 'text', label: 'IBAN', required: true };
const wallet: Field = { name: 'wallet', type: 'crypto_address', label: 'Wallet', required: true };
const TRC20 = 'T[1-9A-HJ-NP-Za-km-z]{33}';
const TRON = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';

describe('checkIban', () => {
  it('accepts valid IBANs, grouped, compact or lower-case', () => {
    expect(checkIban(iban, 'DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(checkIban(iban, 'gb82west12345698765432')).toBe(true);
  });

  it('gives a distinct message per problem', () => {
    expect(checkIban(iban, '')).toBe('payments.validation.required');
    expect(checkIban({ ...iban, required: false }, '  ')).toBe(true);
    expect(checkIban(iban, 'DE89 3704 0044 0532 0130 01')).toBe('payments.validation.ibanChecksum');
    expect(checkIban(iban, 'DE89 3704 0044 0532 0130')).toBe('payments.validation.ibanLength');
    expect(checkIban(iban, 'XX89 3704 0044 0532 0130 00')).toBe('payments.validation.ibanCountry');
    expect(checkIban(iban, 'GB82 WEST 1234 5698 7654 3A')).toBe('payments.validation.ibanFormat');
  });

  it('applies the server pattern to the compact IBAN', () => {
    const germanOnly = { ...iban, pattern: 'DE\\d{20}' };
    expect(checkIban(germanOnly, 'DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(checkIban(germanOnly, 'GB82 WEST 1234 5698 7654 32')).toBe(
      'payments.validation.pattern',
    );
  });
});

describe('checkCryptoAddress', () => {
  it('checks required, spaces and the generic length', () => {
    expect(checkCryptoAddress(wallet, ' ', undefined)).toBe('payments.validation.required');
    expect(checkCryptoAddress({ ...wallet, required: false }, '', TRC20)).toBe(true);
    expect(checkCryptoAddress(wallet, 'TN3W4H6rK2ce 4vX9YnFQHwKENnHjoxb3m9', TRC20)).toBe(
      'payments.validation.cryptoAddressSpaces',
    );
    expect(checkCryptoAddress(wallet, 'T123', TRC20)).toBe(
      'payments.validation.cryptoAddressLength',
    );
  });

  it('applies the server min/max length after the sanity check', () => {
    const bitcoin = { ...wallet, minLength: 26, maxLength: 90 };
    expect(checkCryptoAddress(bitcoin, 'a'.repeat(22), undefined)).toBe(
      'payments.validation.minLength',
    );
    expect(checkCryptoAddress(bitcoin, 'a'.repeat(91), undefined)).toBe(
      'payments.validation.maxLength',
    );
  });

  it('checks the network pattern and names the network when known', () => {
    expect(checkCryptoAddress(wallet, TRON, TRC20)).toBe(true);
    const eth = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(checkCryptoAddress(wallet, eth, TRC20, 'TRC20')).toBe(
      'payments.validation.cryptoAddressNetwork',
    );
    expect(checkCryptoAddress(wallet, eth, TRC20)).toBe('payments.validation.cryptoAddressPattern');
  });

  it('ignores a pattern that does not compile', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(checkCryptoAddress(wallet, TRON, '([')).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('checkText (unchanged behaviour)', () => {
  it('still checks email fields', () => {
    expect(checkText({ name: 'e', type: 'email', label: 'E' }, 'nope')).toBe(
      'payments.validation.email',
    );
  });
});

describe('checkAmount', () => {
  beforeEach(() => {
    rememberCurrencyScales({ EUR: 2, KWD: 3, BCH: 8 });
  });

  it("accepts the amount written the way of the player's language", () => {
    const limits = { min: '10.00', max: '5000.00' };
    expect(checkAmount(typedAmount('1,000.50', 'en'), limits, 'EUR')).toBe(true);
    expect(checkAmount(typedAmount('1.000,50', 'de'), limits, 'EUR')).toBe(true);
    expect(checkAmount(typedAmount('1 000,50', 'fr'), limits, 'EUR')).toBe(true);
    expect(checkAmount(typedAmount('١٬٠٠٠٫٥٠', 'ar'), limits, 'EUR')).toBe(true);
  });

  it('refuses an amount whose separator could mean two amounts', () => {
    const limits = { min: '0.10', max: '5000.00' };
    expect(checkAmount(typedAmount('1,5', 'en'), limits, 'EUR')).toBe(
      'payments.amountInput.ambiguous',
    );
    expect(checkAmount(typedAmount('10.50', 'de'), limits, 'EUR')).toBe(
      'payments.amountInput.ambiguous',
    );
    expect(checkAmount(typedAmount('1,000.50', 'de'), limits, 'EUR')).toBe(
      'payments.amountInput.ambiguous',
    );
  });

  it('refuses a separator the language does not write amounts with, never dropping it', () => {
    const limits = { min: '0.10', max: '5000.00' };
    for (const typed of ['10 50', "10'50", '10\u00a050', '1 000.50']) {
      expect(checkAmount(typedAmount(typed, 'en'), limits, 'EUR')).toBe(
        'payments.amountInput.separator',
      );
    }
    expect(checkAmount(typedAmount('10.50', 'fr'), limits, 'EUR')).toBe(
      'payments.amountInput.separator',
    );
    expect(checkAmount(typedAmount('10 50', 'fr'), limits, 'EUR')).toBe(
      'payments.amountInput.ambiguous',
    );
  });

  it('checks the decimal the field kept, not its text read again in another language', () => {
    const limits = { min: '0.0001', max: '5' };
    // "1,000" typed in English is a thousand: over the maximum in German too, never 1.
    expect(checkAmount(typedAmount('1,000', 'en'), limits, 'BCH')).toBe(
      'payments.validation.amountMax',
    );
    expect(checkAmount(typedAmount('0,001', 'de'), limits, 'BCH')).toBe(true);
    // A preset's decimal, as the cashier wrote it.
    expect(checkAmount('0.5', limits, 'BCH')).toBe(true);
    expect(checkAmount('', limits, 'BCH')).toBe('payments.validation.required');
  });

  it('allows each currency the decimals the back end gave it', () => {
    expect(checkAmount(typedAmount('12.125', 'en'), { min: '1', max: '100' }, 'KWD')).toBe(true);
    expect(checkAmount(typedAmount('12.1255', 'en'), { min: '1', max: '100' }, 'KWD')).toBe(
      'payments.validation.amountDecimals',
    );
    expect(checkAmount(typedAmount('0.00025', 'en'), { min: '0.00025', max: '5' }, 'BCH')).toBe(
      true,
    );
    expect(checkAmount(typedAmount('0,00025', 'de'), { min: '0.00025', max: '5' }, 'BCH')).toBe(
      true,
    );
  });

  it('checks the format, the currency decimals and the limits exactly', () => {
    const limits = { min: '10.00', max: '5000.00' };
    expect(checkAmount(typedAmount('', 'en'), limits, 'EUR')).toBe('payments.validation.required');
    expect(checkAmount(typedAmount('1e3', 'en'), limits, 'EUR')).toBe(
      'payments.validation.amountFormat',
    );
    expect(checkAmount(typedAmount('10.005', 'en'), limits, 'EUR')).toBe(
      'payments.validation.amountDecimals',
    );
    expect(checkAmount(typedAmount('9.99', 'en'), limits, 'EUR')).toBe(
      'payments.validation.amountMin',
    );
    expect(checkAmount(typedAmount('5000.01', 'en'), limits, 'EUR')).toBe(
      'payments.validation.amountMax',
    );
    expect(checkAmount(typedAmount('10', 'en'), limits, 'EUR')).toBe(true);
  });

  it('keeps a limit that has more decimals than the currency', () => {
    const limits = { min: '10.005', max: '99.995' };
    expect(checkAmount(typedAmount('10.00', 'en'), limits, 'EUR')).toBe(
      'payments.validation.amountMin',
    );
    expect(checkAmount(typedAmount('10.01', 'en'), limits, 'EUR')).toBe(true);
    expect(checkAmount(typedAmount('99.99', 'en'), limits, 'EUR')).toBe(true);
    expect(checkAmount(typedAmount('100.00', 'en'), limits, 'EUR')).toBe(
      'payments.validation.amountMax',
    );
  });
});
