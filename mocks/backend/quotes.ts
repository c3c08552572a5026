/**
 * Conversion quotes for the Mercuryo methods: fixed mock prices, exact decimal arithmetic.
 */
import type { ConversionQuote } from '@contract/payments/methods';

/** Price of one unit of a crypto currency in a fiat currency (mock market, never floats). */
const PRICES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  BTC: { EUR: '60000.00', USD: '65000.00' },
  ETH: { EUR: '3000.00', USD: '3250.00' },
  USDT: { EUR: '0.92', USD: '1.00' },
};

const DECIMALS: Readonly<Record<string, number>> = { BTC: 8, ETH: 8, USDT: 2, EUR: 2, USD: 2 };

const SCALE = 18n;
const DECIMAL = /^(\d{1,15})(?:\.(\d{1,18}))?$/;

function toScaled(value: string): bigint | null {
  const match = DECIMAL.exec(value);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole + fraction.padEnd(Number(SCALE), '0'));
}

function fromScaled(value: bigint, decimals: number): string {
  const unit = 10n ** (SCALE - BigInt(decimals));
  const rounded = (value + unit / 2n) / unit; // half up
  const digits = rounded.toString().padStart(decimals + 1, '0');
  return decimals === 0
    ? digits
    : `${digits.slice(0, -decimals)}.${digits.slice(digits.length - decimals)}`;
}

/** The quote for converting `amount` of `from` into `to`, or null for a pair the mock has no price for. */
export function quote(
  methodId: string,
  from: string,
  to: string,
  amount: string,
): ConversionQuote | null {
  const scaledAmount = toScaled(amount);
  if (scaledAmount === null) return null;
  const buying = PRICES[to]?.[from]; // fiat → crypto
  const selling = PRICES[from]?.[to]; // crypto → fiat
  const toDecimals = DECIMALS[to] ?? 2;
  if (buying !== undefined) {
    const price = toScaled(buying) ?? 1n;
    const toAmount = fromScaled((scaledAmount * 10n ** SCALE) / price, toDecimals);
    return { methodId, from, to, amount, toAmount, rate: buying };
  }
  if (selling !== undefined) {
    const price = toScaled(selling) ?? 0n;
    const toAmount = fromScaled((scaledAmount * price) / 10n ** SCALE, toDecimals);
    const rate = fromScaled((10n ** SCALE * 10n ** SCALE) / (price === 0n ? 1n : price), 8);
    return { methodId, from, to, amount, toAmount, rate };
  }
  return null;
}
