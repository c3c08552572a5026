/**
 * The currency part of a `GET /config` answer (`currencies`, `currencyScales`, `defaultCurrency`,
 * `mercuryoMode`), checked without zod: by the same rules as configResponseSchema
 * (contract/payments/player.ts), which reads its currency code pattern from here. For code that
 * must stay small, such as the boot script inlined in every page (src/app/boot/): it asks for no
 * methods in a currency the app would refuse. The player part is not checked here.
 */
import { MERCURYO_MODES } from './payments/lists';

/** An upper-case currency code such as "EUR", "USDT" or "BCH". */
export const CURRENCY_CODE_PATTERN = /^[A-Z][A-Z0-9]{2,9}$/;

/** The most decimals a currency's amounts have (a network's, for crypto). */
export const MAX_CURRENCY_SCALE = 18;

/** What the currency choice reads of the config. */
export interface CurrencyOffer {
  readonly currencies: readonly string[];
  readonly defaultCurrency: string;
}

const isCode = (value: unknown): value is string =>
  typeof value === 'string' && CURRENCY_CODE_PATTERN.test(value);

const isScale = (value: unknown): boolean =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CURRENCY_SCALE;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `answer`'s currency part passes the rules of the config's wire schema. */
export function isCurrencyOffer(answer: unknown): answer is CurrencyOffer {
  if (!isRecord(answer)) return false;
  const { currencies, currencyScales, defaultCurrency, mercuryoMode } = answer;
  return (
    Array.isArray(currencies) &&
    currencies.length > 0 &&
    currencies.every(isCode) &&
    isRecord(currencyScales) &&
    Object.entries(currencyScales).every(([code, scale]) => isCode(code) && isScale(scale)) &&
    isCode(defaultCurrency) &&
    (MERCURYO_MODES as readonly unknown[]).includes(mercuryoMode)
  );
}
