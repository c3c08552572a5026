// @vitest-environment happy-dom
/**
 * The fee and total the payment form shows (its model: `paymentAmounts`, what AmountBreakdown and
 * the submit button say) are what the mock back end charges for the amount the form sends
 * (`splitSubmission`), and the form's amount check (`checkAmount`) lets an amount through exactly
 * when the mock takes it, for random methods, currencies and amounts. The mock reckons with its
 * own rules (mocks/backend/rules/), so the two can disagree and this test can fail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import type { CatalogMethod } from '@mocks/catalog/methodSchema';
import type { Catalog } from '@mocks/catalog/schema';
import { createHandlers, defaultCatalog } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl, call, catalogWith, jsonInit, recordedCharge } from '@mocks/testing';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { type Commission, methodsResponseSchema } from '@contract/payments/methods';
import { configResponseSchema } from '@contract/payments/player';
import { methodFieldsResponseSchema } from '@contract/payments/fields';
import { errorBodySchema, submitResponseSchema } from '@contract/payments/payment';
import type { PaymentAction } from '@contract/payments/lists';
import { paymentAmounts } from '@features/payments/model/paymentAmounts';
import { typedAmount as typedIn } from '@features/payments/model/typedAmount';
import { splitSubmission } from './submission';
import { checkAmount } from './validation';

/** One payment to try: a method offered for the action in the currency, and the amount typed. */
interface Attempt {
  /** A generated method, the only one of its catalog; absent: a method of the shipped catalog. */
  generated?: CatalogMethod;
  methodId: string;
  action: PaymentAction;
  currency: string;
  typed: string;
  locale: 'en' | 'de';
}

/** A count of units at `scale` as a player types it: "12.50" or "12.5", with a comma in German. */
function typedAmount(units: bigint, scale: number, trim: boolean, locale: 'en' | 'de'): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  if (trim) fraction = fraction.replace(/0+$/u, '');
  const point = locale === 'de' ? ',' : '.';
  return fraction === '' ? whole : `${whole}${point}${fraction}`;
}

/** Units of an amount written at most at `scale` decimals. */
function unitsOf(amount: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

function asDecimal(units: bigint, scale: number): string {
  return typedAmount(units, scale, false, 'en');
}

/** How an attempt's amount is typed, between two counts of units at the currency's scale. */
type TypedAmounts = (min: bigint, max: bigint, scale: number) => fc.Arbitrary<TypedAmount>;
interface TypedAmount {
  typed: string;
  locale: 'en' | 'de';
}

const LOCALE = fc.constantFrom('en' as const, 'de' as const);

/** An amount the method takes in the currency, typed in a locale. */
const typedWithin: TypedAmounts = (min, max, scale) =>
  fc
    .record({ units: fc.bigInt({ min, max }), trim: fc.boolean(), locale: LOCALE })
    .map(({ units, trim, locale }) => ({ typed: typedAmount(units, scale, trim, locale), locale }));

/**
 * An amount about the method's limits: often one of them or a unit either side (at the currency's
 * scale or one decimal finer), else anywhere about them; some with one decimal more than the
 * currency has.
 */
const typedAround: TypedAmounts = (min, max, scale) => {
  // Counted at one decimal more than the currency has.
  const [low, high] = [min * 10n, max * 10n];
  const edges = [low - 10n, low - 1n, low, high, high + 1n, high + 10n].filter(
    (units) => units >= 0n,
  );
  const lowest = low > 20n ? low - 20n : 0n;
  return fc
    .record({
      units: fc.oneof(fc.constantFrom(...edges), fc.bigInt({ min: lowest, max: high + 20n })),
      locale: LOCALE,
    })
    .map(({ units, locale }) => ({ typed: typedAmount(units, scale + 1, true, locale), locale }));
};

/** The catalog as the tests pay with it: amount-only forms, no scripted answers, no player rules. */
function payable(catalog: Catalog, methods: CatalogMethod[] = catalog.methods): Catalog {
  return catalogWith((copy) => {
    Object.assign(copy, {
      currencies: catalog.currencies,
      currencyScales: catalog.currencyScales,
      defaultCurrency: catalog.defaultCurrency,
    });
    copy.methods = methods.map((method) => ({
      ...method,
      fields: method.fields.filter((field) => field.type === 'amount'),
    }));
    copy.scenarios = [];
    copy.history = [];
    delete copy.players;
    delete copy.lastUsedDeposit;
    delete copy.conversionMethods;
  });
}

const SHIPPED = payable(defaultCatalog);

/** Every method, action and currency of the shipped catalog, with an amount typed as told. */
const shippedAttempt = (amounts: TypedAmounts): fc.Arbitrary<Attempt> =>
  fc
    .constantFrom(
      ...SHIPPED.methods.flatMap((method) =>
        method.actions.flatMap((action) =>
          Object.entries(method.limits).map(([currency, limits]) => ({
            methodId: method.id,
            action,
            currency,
            limits,
          })),
        ),
      ),
    )
    .chain(({ limits, ...offered }) => {
      const scale = SHIPPED.currencyScales[offered.currency] ?? 2;
      const [min, max] = [unitsOf(limits.min, scale), unitsOf(limits.max, scale)];
      return amounts(min, max, scale).map((amount) => ({ ...offered, ...amount }));
    });

const CURRENCY_SCALES = { JPY: 0, EUR: 2, KWD: 3, BTC: 8 } as const;
type TestCurrency = keyof typeof CURRENCY_SCALES;

/**
 * A percentage with up to three decimals, at most 50 %; often one that leaves half a unit on many
 * amounts (50 % of an odd count, 2.5 % of 20 units), where the rounding shows.
 */
const percent = fc.oneof(
  fc
    .record({
      thousandths: fc.integer({ min: 0, max: 20_000 }),
      decimals: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ thousandths, decimals }) => {
      const text = asDecimal(BigInt(thousandths), 3);
      return decimals === 3 ? text : text.replace(/\.?0*$/u, '') || '0';
    }),
  { arbitrary: fc.constantFrom('50', '12.5', '2.5', '0.5', '5'), weight: 2 },
);

/**
 * A commission of every kind; a fixed part at the currency's scale, at most half the smallest
 * amount (a cash-out's total stays above zero).
 */
function commission(scale: number, min: bigint): fc.Arbitrary<Commission> {
  const fixed = fc.bigInt({ min: 0n, max: min / 2n }).map((units) => asDecimal(units, scale));
  return fc.oneof(
    fc.constant({ type: 'none' } as const),
    {
      arbitrary: percent.map((value) => ({ type: 'percent', percent: value }) as const),
      weight: 3,
    },
    fixed.map((amount) => ({ type: 'fixed', amount }) as const),
    {
      arbitrary: fc
        .record({ percent, amount: fixed })
        .map((parts) => ({ type: 'mixed', ...parts }) as const),
      weight: 2,
    },
    fc.constant({ type: 'float' } as const),
    fc
      .record({ minPercent: percent, maxPercent: percent })
      .map((range) => ({ type: 'range-percent', ...range }) as const),
  );
}

/** A generated method (the shipped Apple Pay method's shape) in a currency of scale 0, 2, 3 or 8. */
const generatedAttempt = (amounts: TypedAmounts): fc.Arbitrary<Attempt> =>
  fc
    .record({
      currency: fc.constantFrom(...(Object.keys(CURRENCY_SCALES) as TestCurrency[])),
      action: fc.constantFrom<PaymentAction>('deposit', 'cashout'),
      minUnits: fc.bigInt({ min: 1n, max: 100_000n }),
      spanUnits: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    })
    .chain(({ currency, action, minUnits, spanUnits }) => {
      const scale = CURRENCY_SCALES[currency];
      const maxUnits = minUnits + spanUnits;
      return fc
        .record({
          commission: commission(scale, minUnits),
          amount: amounts(minUnits, maxUnits, scale),
        })
        .map(({ commission: fee, amount }) => {
          const template = defaultCatalog.methods.find((method) => method.id === 'hipay');
          if (!template) throw new Error('The shipped catalog has no hipay method.');
          const method: CatalogMethod = {
            ...template,
            id: 'generated',
            actions: [action],
            commission: fee,
            limits: {
              [currency]: { min: asDecimal(minUnits, scale), max: asDecimal(maxUnits, scale) },
            },
            presets: [],
          };
          return { generated: method, methodId: method.id, action, currency, ...amount };
        });
    });

/** The catalog of a generated method: it alone, in currencies of scale 0, 2, 3 and 8. */
function catalogOf(method: CatalogMethod, currency: string): Catalog {
  const currencies = Object.keys(CURRENCY_SCALES);
  const scales = { ...CURRENCY_SCALES };
  return payable(
    { ...defaultCatalog, currencies, currencyScales: scales, defaultCurrency: currency },
    [method],
  );
}

/**
 * Opens the form as the cashier does, on a fresh back end: the config's scales remembered, the
 * method and its fields as listed.
 */
async function openForm({ generated, methodId, action, currency }: Attempt) {
  server.resetHandlers();
  server.use(...createHandlers(generated ? catalogOf(generated, currency) : SHIPPED));
  const config = configResponseSchema.parse((await call(apiUrl(cashierPaths.config))).body);
  rememberCurrencyScales(config.currencyScales);
  const query = { action, currency };
  const listed = methodsResponseSchema.parse(
    (await call(apiUrl(cashierPaths.methods, query))).body,
  );
  const method = listed.methods.find((candidate) => candidate.id === methodId);
  if (!method) throw new Error(`${methodId} is not listed for ${action} in ${currency}.`);
  const { fields, fieldsVersion } = methodFieldsResponseSchema.parse(
    (await call(apiUrl(cashierPaths.methodFields(methodId), query))).body,
  );
  const amountField = fields.find((field) => field.type === 'amount')?.name;
  if (amountField === undefined) throw new Error(`${methodId} has no amount field.`);
  return { method, fields, fieldsVersion, amountField };
}

let paymentCount = 0;

/** Submits the typed amount as the form sends it (`splitSubmission`). */
async function submitAsTheForm(
  { methodId, action, currency, typed, locale }: Attempt,
  { fields, fieldsVersion, amountField }: Awaited<ReturnType<typeof openForm>>,
) {
  const sent = splitSubmission(fields, { [amountField]: typedIn(typed, locale) }, currency);
  paymentCount += 1;
  return call(
    apiUrl(cashierPaths.payments),
    jsonInit(
      { action, methodId, currency, amount: sent.amount, fieldsVersion, fields: sent.publicFields },
      { [IDEMPOTENCY_HEADER]: `charged-as-shown-${String(paymentCount)}` },
    ),
  );
}

/** The form's fee and total equal the mock's charge: both none when the form shows no fee to pay. */
async function expectChargedAsShown(attempt: Attempt) {
  const form = await openForm(attempt);
  const { action, currency, typed, locale } = attempt;
  const shown = paymentAmounts(action, form.method.commission, currency, typedIn(typed, locale));
  const answer = await submitAsTheForm(attempt, form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const submitted = submitResponseSchema.parse(answer.body);
  const paymentId = 'paymentId' in submitted ? submitted.paymentId : undefined;
  if (typeof paymentId !== 'string') throw new Error('The mock took no payment.');
  const charged = await recordedCharge(paymentId);
  if (shown === null) throw new Error(`The form reads no amount in "${attempt.typed}".`);
  expect(charged?.amount).toBe(shown.amount);
  const feeToPay = shown.fee !== null && /[1-9]/u.test(shown.fee);
  expect({ fee: charged?.fee, total: charged?.total }).toEqual(
    feeToPay ? { fee: shown.fee, total: shown.total } : { fee: undefined, total: undefined },
  );
}

/** The form lets an amount through exactly when the mock takes it (limits, zero, decimals). */
async function expectTakenAsChecked(attempt: Attempt) {
  const form = await openForm(attempt);
  const { currency, typed, locale } = attempt;
  const check = checkAmount(typedIn(typed, locale), form.method.limits, currency);
  const answer = await submitAsTheForm(attempt, form);
  if (check === true) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  } else {
    expect(answer.status, check).toBe(400);
    const { error } = errorBodySchema.parse(answer.body);
    expect(Object.keys(error.fields ?? {})).toEqual([form.amountField]);
  }
}

describe('the fee and total the form shows', () => {
  it('are what the mock charges, for every method of the shipped catalog', async () => {
    const attempts = shippedAttempt(typedWithin);
    await fc.assert(fc.asyncProperty(attempts, expectChargedAsShown), { numRuns: 50 });
  });

  it('are what the mock charges, for generated methods and currencies of scale 0, 2, 3 and 8', async () => {
    const attempts = generatedAttempt(typedWithin);
    await fc.assert(fc.asyncProperty(attempts, expectChargedAsShown), { numRuns: 60 });
  });
});

describe('the amount check of the form', () => {
  it('lets an amount through exactly when the mock takes it, for the shipped catalog', async () => {
    const attempts = shippedAttempt(typedAround);
    await fc.assert(fc.asyncProperty(attempts, expectTakenAsChecked), { numRuns: 40 });
  });

  it('lets an amount through exactly when the mock takes it, for generated methods', async () => {
    const attempts = generatedAttempt(typedAround);
    await fc.assert(fc.asyncProperty(attempts, expectTakenAsChecked), { numRuns: 40 });
  });
});
