/**
 * Checks a running back end against the cashier's HTTP contract: the zod wire schemas of
 * contract/ on the paths of its endpoint table (prose: docs/http-api.md).
 * Every read operation for every action and currency the config lists (methodChecks.ts, the
 * quotes in quoteChecks.ts, what a valid shape can still get wrong in semantics.ts), every page of
 * the history (historyChecks.ts), bad input, and — only with `allowPayments` — one payment, its
 * idempotent repeat and its status, and with `otherPlayer` that a second player cannot see it
 * (paymentChecks.ts); with `expiredHeader`, the 401 of an expired
 * session. What it leaves out is listed in the result (coverage.ts); with `examplesOnly`, also
 * the requests and checks that need answers depending on the request (probe.ts). Requests run one at a time.
 */
import { cashierPaths } from '@contract/paths';
import { type Balance, type CashierConfig, configResponseSchema } from '@contract/payments/player';
import { type PaymentMethod } from '@contract/payments/methods';
import { errorBodySchema } from '@contract/payments/payment';
import { PAYMENT_ACTIONS } from './contractLists';
import { checkExpiredSession, notExercised } from './coverage';
import { checkHistory } from './historyChecks';
import { ACTION_QUERY, FIELDS_TEMPLATE, type Listed, checkAction, query } from './methodChecks';
import { compareDecimals, isPositiveAmount } from './payment';
import { runPaymentChecks } from './paymentChecks';
import { type Checks, Session } from './probe';
import type { ConformanceOptions, ConformanceResult } from './types';
import { onEndpoint } from './endpoint';

export const DEFAULT_TIMEOUT_MS = 10_000;

/** Ids no back end offers (a suffix is added while one is listed anyway). */
const UNKNOWN_METHOD_ID = 'conformance-unknown-method';
const UNKNOWN_METHOD_TEMPLATE = `${cashierPaths.methodFields(UNKNOWN_METHOD_ID)}?action=deposit&currency={defaultCurrency}`;
const UNKNOWN_PAYMENT_ID = 'conformance-unknown-payment';
const UNKNOWN_IDEMPOTENCY_KEY = 'conformance-unknown-key';
/** Valid currency codes, the first of them the config does not list is the unoffered one. */
const UNOFFERED_CURRENCIES = ['XTS', 'XXX', 'ZZZ', 'QQQ'];

/** `player.balances`: one entry per currency, none withdrawing more than it holds. */
function checkBalances(checks: Checks, balances: readonly Balance[]): void {
  const currencies = balances.map((balance) => balance.currency);
  checks.that(
    new Set(currencies).size === currencies.length,
    'player.balances: at most one entry per currency',
    `currencies ${currencies.join(', ')}`,
  );
  const over = balances.filter(
    (balance) => compareDecimals(balance.withdrawable, balance.total) > 0,
  );
  checks.that(
    over.length === 0,
    'player.balances: withdrawable never above total',
    over
      .map((balance) => `${balance.currency} ${balance.withdrawable} > ${balance.total}`)
      .join('; '),
  );
}

async function checkConfig(session: Session): Promise<CashierConfig | undefined> {
  session.plan(1);
  const path = cashierPaths.config;
  return session.probe({ ...onEndpoint('config'), path }, (checks) => {
    if (!checks.status(200)) return undefined;
    const config = checks.json(configResponseSchema, 'CashierConfig');
    if (!config) return undefined;
    checks.that(
      config.currencies.includes(config.defaultCurrency),
      'defaultCurrency among currencies',
      `defaultCurrency "${config.defaultCurrency}", currencies ${config.currencies.join(', ')}`,
    );
    // The client never guesses a currency's decimals: each offered one needs its scale.
    const unscaled = config.currencies.filter(
      (currency) => !Object.hasOwn(config.currencyScales, currency),
    );
    checks.that(
      unscaled.length === 0,
      'a scale in currencyScales for each of currencies',
      `no scale for ${unscaled.join(', ')}`,
    );
    const balances = config.player?.balances;
    if (balances) checkBalances(checks, balances);
    return config;
  });
}

async function checkBadInput(
  session: Session,
  config: CashierConfig,
  listed: readonly PaymentMethod[],
): Promise<void> {
  const currency = config.defaultCurrency;
  let unknownId = UNKNOWN_METHOD_ID;
  while (listed.some((method) => method.id === unknownId)) unknownId += '-x';
  await session.probe(
    {
      ...onEndpoint('getMethodFields', { variant: 'unknown method' }),
      template: UNKNOWN_METHOD_TEMPLATE,
      path: cashierPaths.methodFields(unknownId) + query({ action: 'deposit', currency }),
      dependsOnRequest: 'a 4xx for a method no list offers',
    },
    (checks) => checks.status('4xx') && checks.json(errorBodySchema, 'ErrorBody'),
  );
  const unoffered = UNOFFERED_CURRENCIES.find((code) => !config.currencies.includes(code)) ?? 'XTS';
  await session.probe(
    {
      ...onEndpoint('getMethods', {
        variant: 'unoffered currency',
        query: `?action=deposit&currency=${unoffered}`,
      }),
      path: cashierPaths.methods + query({ action: 'deposit', currency: unoffered }),
      dependsOnRequest: 'a 4xx for a currency the config does not offer',
    },
    (checks) => checks.status('4xx') && checks.json(errorBodySchema, 'ErrorBody'),
  );
}

async function checkUnknownPayment(session: Session): Promise<void> {
  await session.probe(
    {
      ...onEndpoint('getPayment', { variant: 'unknown id' }),
      template: cashierPaths.payment(UNKNOWN_PAYMENT_ID),
      path: cashierPaths.payment(UNKNOWN_PAYMENT_ID),
      dependsOnRequest: 'a 404 for a payment id no submit made',
    },
    (checks) => checks.status(404) && checks.json(errorBodySchema, 'ErrorBody'),
  );
}

/** A key no submit used: no payment was made with it (docs/http-api.md, `getPaymentByKey`). */
async function checkUnknownKey(session: Session): Promise<void> {
  const path = cashierPaths.payments + query({ idempotencyKey: UNKNOWN_IDEMPOTENCY_KEY });
  await session.probe(
    {
      operation: 'getPaymentByKey (unknown key)',
      method: 'GET',
      template: path,
      path,
      dependsOnRequest: 'a 404 for an Idempotency-Key no submit used',
    },
    (checks) => checks.status(404) && checks.json(errorBodySchema, 'ErrorBody'),
  );
}

/** Without a valid config there are no currencies to ask about. */
function skipConfigDependent(session: Session): void {
  const reason = 'no valid GET /config answer (no currencies)';
  const rows = [
    ['getMethods', cashierPaths.methods + ACTION_QUERY],
    ['getConversionMethods', cashierPaths.conversionMethods + ACTION_QUERY],
    [
      'getConversionQuote',
      `${cashierPaths.conversionQuote}?methodId={id}&from={from}&to={to}&amount={amount}`,
    ],
    ['getMethodFields', FIELDS_TEMPLATE],
    ['getMethodFields (unknown method)', UNKNOWN_METHOD_TEMPLATE],
    [
      'getMethods (unoffered currency)',
      `${cashierPaths.methods}?action=deposit&currency={unoffered}`,
    ],
  ] as const;
  for (const [operation, template] of rows)
    session.skip({ operation, method: 'GET', template }, reason);
}

/** Throws when `allowPayments` comes without a positive decimal `amount` (cli.ts checks first). */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceResult> {
  const allowPayments = options.allowPayments === true;
  if (allowPayments && (options.amount === undefined || !isPositiveAmount(options.amount))) {
    throw new Error('allowPayments needs a positive decimal amount such as "20".');
  }
  const session = new Session({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: options.headers ?? {},
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
    onProgress: options.onProgress ?? (() => undefined),
    examplesOnly: options.examplesOnly === true,
  });

  const config = await checkConfig(session);
  // Known now: two lists per action and currency, bad input, history, unknown payment and key,
  // the submit and its repeat. Each list adds its methods' fields calls when it comes back.
  session.plan(
    (config ? PAYMENT_ACTIONS.length * config.currencies.length * 2 + 2 : 0) +
      3 +
      (config && allowPayments ? 2 : 0),
  );
  const deposits: Listed = [];
  const allMethods: PaymentMethod[] = [];
  for (const action of PAYMENT_ACTIONS) {
    for (const currency of config?.currencies ?? []) {
      const { methods, listed } = await checkAction(session, action, currency);
      allMethods.push(...methods);
      if (action === 'deposit' && currency === config?.defaultCurrency) deposits.push(...listed);
    }
  }
  if (config) await checkBadInput(session, config, allMethods);
  else skipConfigDependent(session);
  const unwalked = await checkHistory(session);
  await checkUnknownPayment(session);
  await checkUnknownKey(session);
  const { expiredHeader } = options;
  if (expiredHeader) await checkExpiredSession(session, expiredHeader);

  const payment = await runPaymentChecks(session, {
    ...(allowPayments && options.amount !== undefined ? { amount: options.amount } : {}),
    currency: config?.defaultCurrency,
    deposits,
    now: options.now?.() ?? new Date(),
    otherPlayer: options.otherPlayer,
  });
  return {
    findings: session.findings,
    rows: session.rows,
    notExercised: [
      ...session.leftOut,
      ...notExercised({
        allowPayments,
        checked401: expiredHeader !== undefined,
        checkedOtherPlayer: allowPayments && options.otherPlayer !== undefined,
      }),
      ...(unwalked ? [unwalked] : []),
    ],
    paymentsSkipped: !allowPayments,
    ...(payment === undefined ? {} : { payment }),
  };
}
