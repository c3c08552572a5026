/**
 * Test helpers for the mock back end: fetch against the cashier routes on the page origin (where
 * msw/node answers the relative routes in jsdom) and read typed bodies.
 */
import { onTestFinished } from 'vitest';
import { HttpHandler, HttpResponse, getResponse, http } from 'msw';
import { IDEMPOTENCY_HEADER, cashierPaths, cashierRoutes, historyPaths } from '@contract/paths';
import { type Transaction, transactionsPageSchema } from '@contract/history';
import { server } from './node';
import { parseCatalog } from './catalog/parseCatalog';
import type { Catalog } from './catalog/schema';
import { createHandlers, defaultCatalog } from './handlers';

/** Absolute URL of an API path on the test page's origin (jsdom: http://localhost:3000). */
export function apiUrl(path: string, query?: Record<string, string>): string {
  const url = new URL(path, globalThis.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return url.href;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body; `null` for an empty body. */
  body: unknown;
}

export async function call(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  };
}

/** Request options sending `body` as JSON (POST unless told otherwise). */
export function jsonInit(
  body: unknown,
  headers?: Record<string, string>,
  method = 'POST',
): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * The body of `POST /payments` with the catalog's card method (a published Visa test number), in
 * EUR unless told otherwise.
 */
export function cardPaymentBody(
  amount: string,
  { action = 'deposit', currency = 'EUR' }: { action?: string; currency?: string } = {},
) {
  return {
    action,
    methodId: 'card',
    currency,
    amount,
    fieldsVersion: 'card-2024-06',
    fields: {
      card_number: '4111 1111 1111 1111',
      card_holder: 'JANE DOE',
      card_expiry: '12/30',
      cvv: '123',
    },
  };
}

let cardPaymentCount = 0;

/**
 * `POST /payments` with the catalog's card method in EUR (a published Visa test number), each with
 * a new idempotency key; `headers` add to it (a mock player, say).
 */
export function payByCard(
  amount: string,
  {
    action = 'deposit',
    currency = 'EUR',
    headers = {},
  }: { action?: string; currency?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  cardPaymentCount += 1;
  return call(
    apiUrl(cashierPaths.payments),
    jsonInit(cardPaymentBody(amount, { action, currency }), {
      [IDEMPOTENCY_HEADER]: `card-payment-${String(cardPaymentCount)}`,
      ...headers,
    }),
  );
}

/**
 * What the mock back end recorded for a payment it accepted, read as the history does
 * (`GET /transactions`): its amount, and its fee and total when it charged one.
 */
export async function recordedCharge(
  paymentId: string,
): Promise<Pick<Transaction, 'amount' | 'fee' | 'total'> | undefined> {
  // Newest first: a payment just accepted is on the first page.
  const answer = await call(apiUrl(historyPaths.transactions));
  const row = transactionsPageSchema.parse(answer.body).items.find(({ id }) => id === paymentId);
  return row && { amount: row.amount, fee: row.fee, total: row.total };
}

/** A copy of the default catalog changed by `edit`, validated like a catalog file. */
export function catalogWith(edit: (catalog: Catalog) => void): Catalog {
  const copy = structuredClone(defaultCatalog);
  edit(copy);
  const parsed = parseCatalog(copy);
  if (!parsed.ok) throw new Error(`Test catalog is invalid:\n${parsed.problems.join('\n')}`);
  return parsed.catalog;
}

/**
 * A `catalogWith` edit: the Apple Pay method (`hipay`, USD) asks only for the amount, without its
 * wallet: the amount-only method of tests that are not about wallets.
 */
export function withAmountOnlyHipay(catalog: Catalog): void {
  const hipay = catalog.methods.find((method) => method.id === 'hipay');
  if (hipay) hipay.fields = hipay.fields.filter((field) => field.type === 'amount');
}

/** Puts a fresh back end (own saved-profile and idempotency state) in front of the shared one. */
export function useFreshBackend(catalog: Catalog = defaultCatalog): void {
  server.use(...createHandlers(catalog));
}

/**
 * Calls `listener` with every request the mock back end receives until the current test ends
 * (then it stops listening by itself, leaving other listeners alone).
 */
export function onRequest(listener: (request: Request) => void): void {
  const onStart = ({ request }: { request: Request }) => {
    listener(request);
  };
  server.events.on('request:start', onStart);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
  });
}

/**
 * Calls `listener` with every answer the mock back end gives (and its request) until the current
 * test ends, as {@link onRequest} does for requests.
 */
export function onResponse(listener: (response: Response, request: Request) => void): void {
  const onMocked = ({ response, request }: { response: Response; request: Request }) => {
    listener(response, request);
  };
  server.events.on('response:mocked', onMocked);
  onTestFinished(() => {
    server.events.removeListener('response:mocked', onMocked);
  });
}

/** The JSON bodies of the requests `match` picks, in the order sent, until the current test ends. */
export function recordJsonBodies(match: (request: Request) => boolean): unknown[] {
  const bodies: unknown[] = [];
  onRequest((request) => {
    if (match(request))
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

/**
 * What reached the page is not the back end's answer: a proxy or load balancer between them
 * answered instead, or cut the answer off. Each is made from the back end's real answer, after the
 * back end took the payment.
 */
export const MANGLED: Record<string, (real: Response) => Promise<Response>> = {
  'an HTML page at 200': () =>
    Promise.resolve(
      new HttpResponse('<!doctype html><title>Checking your browser…</title>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    ),
  'an HTML page at 502': () =>
    Promise.resolve(
      new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    ),
  'an HTML page at 504': () =>
    Promise.resolve(
      new HttpResponse('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
        status: 504,
        headers: { 'Content-Type': 'text/html' },
      }),
    ),
  'truncated JSON': async (real) =>
    new HttpResponse((await real.text()).slice(0, 24), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  'a status the cashier does not know': async (real) =>
    HttpResponse.json({ ...((await real.json()) as object), status: 'queued' }),
  'a 502 without the error body': () =>
    Promise.resolve(HttpResponse.json({ message: 'upstream unavailable' }, { status: 502 })),
};

/** A fresh back end behind a proxy that answers the submit with `mangle` of the real answer. */
export function behindProxy(mangle: (real: Response) => Promise<Response>) {
  const backend = createHandlers(defaultCatalog);
  // The back end's HTTP routes, as the proxy forwards to them (its socket is not on this path).
  const routes = backend.filter((handler) => handler instanceof HttpHandler);
  const keys: string[] = [];
  server.use(...backend);
  server.use(
    http.post(cashierRoutes.payments, async ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
      const real = await getResponse(routes, request);
      if (!real) throw new Error('The back end did not answer the submit.');
      return mangle(real);
    }),
  );
  return { keys };
}
