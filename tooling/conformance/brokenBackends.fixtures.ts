/**
 * Deliberately broken back ends for brokenBackends.test.ts: each is the mock back end
 * (mocks/handlers.ts) with one msw handler put in front that breaks one thing a player would meet,
 * and the text a finding must hold to name that break. Requests are answered in process
 * (msw's `getResponse`), so no server is started.
 */
import { type HttpHandler, getResponse, http } from 'msw';
import type { TransactionsPage } from '@contract/history';
import { cashierRoutes, historyPaths } from '@contract/paths';
import type { CashierConfig } from '@contract/payments/player';
import type { MethodFieldsResponse } from '@contract/payments/fields';
import type { MethodsResponse } from '@contract/payments/methods';
import type { PaymentStatus } from '@contract/payments/payment';
import { createHandlers, defaultCatalog } from '@mocks/handlers';
import type { Catalog } from '@mocks/catalog/schema';
import { FIELD_TYPES } from './contractLists';
import type { ConformanceOptions } from './types';

/** Where the in-process back ends answer. */
export const ORIGIN = 'http://backend.test';

const KNOWN_FIELD_TYPES: ReadonlySet<string> = new Set(FIELD_TYPES);

/**
 * The mock catalog without the method it offers to show the cashier's "can't be shown here"
 * notice (`open_banking`, whose field types no cashier knows): a back end that conforms.
 */
export const conformingCatalog: Catalog = {
  ...defaultCatalog,
  methods: defaultCatalog.methods.filter((method) =>
    method.fields.every((field) => KNOWN_FIELD_TYPES.has(field.type)),
  ),
};

type Answer = (request: Request) => Promise<Response>;
/** Handlers put before the good ones; `good` answers as the conforming back end would. */
type Break = (good: Answer) => HttpHandler[];

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The good answer of `route`, its JSON body changed by `change` where the answer is a 2xx. */
// T is the body's wire type, named by each caller for `change`.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
function rewrite<T>(
  route: string,
  change: (body: T, url: URL) => void,
  method: 'get' | 'post' = 'get',
): Break {
  return (good) => [
    http[method](route, async ({ request }) => {
      const answer = await good(request.clone());
      if (!answer.ok) return answer;
      const body = (await answer.json()) as T;
      change(body, new URL(request.url));
      return json(body, answer.status);
    }),
  ];
}

const asked = (url: URL, action: string, currency: string): boolean =>
  url.searchParams.get('action') === action && url.searchParams.get('currency') === currency;

/** The first history page, whatever cursor was asked for, rewritten by `change`. */
function firstPageAlways(change: (page: TransactionsPage, request: number) => void): Break {
  return (good) => {
    let requests = 0;
    return [
      http.get(historyPaths.transactions, async ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.delete('cursor');
        const page = (await (await good(new Request(url))).json()) as TransactionsPage;
        requests += 1;
        change(page, requests);
        return json(page);
      }),
    ];
  };
}

interface BrokenBackend {
  /** The break, as the test names it. */
  name: string;
  breaks: Break;
  /** Matched against one finding as the report prints it (report.ts `formatFinding`). */
  names: RegExp;
  /** Every finding is about one of these operations. */
  operations: readonly string[];
  options?: Pick<ConformanceOptions, 'allowPayments' | 'amount' | 'expiredHeader'>;
}

const PAYMENT = { allowPayments: true, amount: '20' } as const;

export const brokenBackends: readonly BrokenBackend[] = [
  {
    name: 'a misspelt field type',
    breaks: rewrite<MethodFieldsResponse>(cashierRoutes.methodFields, (body) => {
      for (const field of body.fields) {
        if (field.type === 'credit_card_number') field.type = 'credit_card_numbr';
      }
    }),
    names: /has the unknown type "credit_card_numbr" \(did you mean "credit_card_number"\?\)/,
    operations: ['getMethodFields'],
  },
  {
    name: 'a minimum above its maximum',
    breaks: rewrite<MethodsResponse>(cashierRoutes.methods, (body, url) => {
      const [first] = body.methods;
      if (first && asked(url, 'deposit', 'EUR')) first.limits = { min: '5000.00', max: '10.00' };
    }),
    names: /limits\.min 5000\.00 > limits\.max 10\.00/,
    operations: ['getMethods'],
  },
  {
    name: 'a method in another currency than asked',
    breaks: rewrite<MethodsResponse>(cashierRoutes.methods, (body, url) => {
      const [first] = body.methods;
      if (first && asked(url, 'deposit', 'EUR')) first.currency = 'USD';
    }),
    names: /method "[\w-]+" has currency USD \(the list's is EUR\)/,
    operations: ['getMethods'],
  },
  {
    name: "a field's minLength above its maxLength",
    breaks: rewrite<MethodFieldsResponse>(cashierRoutes.methodFields, (body) => {
      const email = body.fields.find((field) => field.type === 'email');
      if (email) Object.assign(email, { minLength: 10, maxLength: 4 });
    }),
    names: /field "[\w-]+": minLength 10 > maxLength 4/,
    operations: ['getMethodFields'],
  },
  {
    name: 'endless paging: the same cursor again',
    breaks: firstPageAlways((page) => {
      page.nextCursor = 'again';
    }),
    names: /page 2 gives nextCursor "again" again: the pages would never end/,
    operations: ['getTransactions (next page)'],
  },
  {
    name: 'endless paging: new cursors and new rows past the total',
    breaks: firstPageAlways((page, request) => {
      page.items = page.items.map((item) => ({ ...item, id: `${item.id}-${String(request)}` }));
      page.nextCursor = `next-${String(request)}`;
    }),
    names:
      /no next page once all "total" transactions were listed[\s\S]*of total 57 listed by page 3/,
    operations: ['getTransactions (next page)'],
  },
  {
    name: 'endless paging: an empty page with a next one',
    breaks: firstPageAlways((page) => {
      Object.assign(page, { items: [], nextCursor: 'more', total: 0 });
    }),
    names: /page 1 is empty and gives nextCursor "more"/,
    operations: ['getTransactions'],
  },
  {
    name: 'an unlisted history status',
    breaks: rewrite<TransactionsPage>(historyPaths.transactions, (page) => {
      Object.assign(page.items[0] ?? {}, { status: 'settled' });
    }),
    names: /at +items\[0\]\.status\n.*expected one of "pending", .*\n.*received "settled"/,
    operations: ['getTransactions'],
  },
  {
    name: 'an unlisted payment status',
    breaks: rewrite<PaymentStatus>(cashierRoutes.payment, (payment) => {
      Object.assign(payment, { status: 'settled' });
    }),
    names:
      /GET \/api\/cashier\/v1\/payments\/pay_\S+\n +at +status\n.*expected one of "pending", .*\n.*received "settled"/,
    operations: ['getPayment'],
    options: PAYMENT,
  },
  {
    name: 'an unlisted submit status',
    breaks: rewrite<{ status: string }>(
      cashierRoutes.payments,
      (answer) => {
        answer.status = 'accepted';
      },
      'post',
    ),
    names:
      /POST \/api\/cashier\/v1\/payments\n +at +status\n.*expected one of "notify", .*\n.*received "accepted"/,
    operations: ['submit'],
    options: PAYMENT,
  },
  {
    name: 'a default currency that is not offered',
    breaks: rewrite<CashierConfig>(cashierRoutes.config, (config) => {
      config.defaultCurrency = 'GBP';
    }),
    names:
      /expected defaultCurrency among currencies\n.*received defaultCurrency "GBP", currencies EUR, USD, BTC/,
    operations: ['config'],
  },
  {
    name: 'an expired session let in',
    breaks: (good) => [
      // Answered as if the request carried no credential at all.
      http.get(cashierRoutes.config, ({ request }) => good(new Request(request.url))),
    ],
    names: /config \(expired session\).*\n.*expected status 401\n.*received status 200/,
    operations: ['config (expired session)'],
    options: { expiredHeader: { Authorization: 'Bearer expired-1' } },
  },
  // Shapes, statuses and media types (the checks before the ones above).
  {
    name: 'a limit sent as a number',
    breaks: rewrite<MethodsResponse>(cashierRoutes.methods, (body, url) => {
      if (asked(url, 'cashout', 'USD')) Object.assign(body.methods[0]?.limits ?? {}, { min: 10 });
    }),
    names: /at +methods\[0\]\.limits\.min\n.*expected a string \(MethodsResponse\)\n.*received 10/,
    operations: ['getMethods'],
  },
  {
    name: 'the config sent as text',
    breaks: (good) => [
      http.get(cashierRoutes.config, async ({ request }) => {
        const answer = await good(request);
        return new Response(await answer.text(), { headers: { 'Content-Type': 'text/plain' } });
      }),
    ],
    names: /expected Content-Type: application\/json\n.*received Content-Type: text\/plain/,
    operations: ['config'],
  },
  {
    name: 'a server error for a list',
    breaks: (good) => [
      http.get(cashierRoutes.conversionMethods, async ({ request }) => {
        const answer = await good(request);
        const url = new URL(request.url);
        return asked(url, 'cashout', 'USD') ? json({ error: 'boom' }, 500) : answer;
      }),
    ],
    names:
      /conversion-methods\?action=cashout&currency=USD\n.*expected status 200\n.*received status 500/,
    operations: ['getConversionMethods'],
  },
  {
    name: 'methods listed for a currency not offered',
    breaks: (good) => [
      http.get(cashierRoutes.methods, async ({ request }) => {
        const currency = new URL(request.url).searchParams.get('currency') ?? '';
        return conformingCatalog.currencies.includes(currency)
          ? good(request)
          : json({ action: 'deposit', currency, methods: [] });
      }),
    ],
    names:
      /getMethods \(unoffered currency\)[\s\S]*expected an error status 4xx\n.*received status 200/,
    operations: ['getMethods (unoffered currency)'],
  },
];

/** A `fetch` answered in process by the conforming back end with `breaks` in front (none: good). */
export function backendFetch(breaks?: Break): typeof fetch {
  const good = createHandlers(conformingCatalog).filter(
    (handler): handler is HttpHandler => handler.kind !== 'websocket',
  );
  const answer = async (handlers: HttpHandler[], request: Request): Promise<Response> =>
    (await getResponse(handlers, request, { baseUrl: ORIGIN })) ??
    json({ error: { type: 'not_found' } }, 404);
  const handlers = [...(breaks?.((request) => answer(good, request)) ?? []), ...good];
  return (input, init) => answer(handlers, new Request(input, init));
}
