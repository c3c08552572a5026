/**
 * The primitives every wire schema is built from: identifiers, decimal amounts, currency codes and
 * their scales, timestamps (docs/http-api.md). Money never floats: amounts are decimal strings.
 */
import { CURRENCY_CODE_PATTERN, MAX_CURRENCY_SCALE } from './currencyOffer';
import { z } from './zod';

/** A short identifier: a method, payment, profile or transaction id. */
export const idSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'must be a short identifier'));

/** A non-negative decimal amount in major units, as a string ("10", "10.50"): money never floats. */
export const decimalSchema = z
  .string()
  .check(z.regex(/^\d{1,15}(\.\d{1,18})?$/, 'must be a decimal amount such as "10.50"'));

export const currencyCodeSchema = z
  .string()
  .check(z.regex(CURRENCY_CODE_PATTERN, 'must be an upper-case currency code such as "EUR"'));

/** A moment with its zone ("2026-11-26T00:00:00+01:00", "2026-11-25T23:00:00Z"). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** Decimals of an amount in a currency: ISO 4217 minor units for fiat, the network's for crypto. */
export const currencyScaleSchema = z.int().check(z.nonnegative(), z.lte(MAX_CURRENCY_SCALE));

/**
 * Each offered currency's scale ({"EUR": 2, "KWD": 3, "BCH": 8}), beside `currencies` rather than
 * in it: the list of codes stays what the currency picker and every request use, and a lookup by
 * code is what every amount needs. The client formats, checks and sends amounts at these.
 */
export const currencyScalesSchema = z.record(currencyCodeSchema, currencyScaleSchema);
