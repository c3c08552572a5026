/**
 * The shapes `runConformance` (runConformance.ts) takes and gives back; the CLI (cli.ts) and the
 * report (report.ts) only read them.
 */

export type HttpMethod = 'GET' | 'POST';

/** One violation of the contract: where, what was expected, what came back. */
export interface Finding {
  /** The operation's name in docs/http-api.md (`getMethods`, `submit`, …). */
  operation: string;
  method: HttpMethod;
  /** The path as requested, with its query. */
  path: string;
  /** Where in the body, for a schema violation (`methods[3].limits.min`). */
  at?: string;
  expectation: string;
  /** What came back, shortened; never a value the check sent. */
  received: string;
}

/** One line of the result table: an operation on one path template, over all its requests. */
export interface ResultRow {
  operation: string;
  method: HttpMethod;
  /** The path with placeholders (`/api/cashier/v1/methods/{methodId}/fields?action=…`). */
  path: string;
  requests: number;
  checks: number;
  failed: number;
  /** Why the row was not run (payments without `--allow-payments`). */
  skipped?: string;
}

/** Sent once a request's checks are done. */
export interface ProgressEvent {
  /** 1-based; `total` grows as lists come back (each method listed adds its fields call). */
  index: number;
  total: number;
  method: HttpMethod;
  path: string;
  /** Failed checks of this request (0: all passed). */
  failed: number;
}

export interface ConformanceOptions {
  /** The back end's origin, optionally with a path prefix the contract paths are appended to. */
  baseUrl: string;
  /** Sent with every request (authorization, cookies). */
  headers?: Readonly<Record<string, string>>;
  /** Makes a real payment (POST) of `amount`: without it no request changes anything. */
  allowPayments?: boolean;
  /** A positive decimal amount in major units ("20", "20.00"), with `allowPayments`. */
  amount?: string;
  /**
   * A header carrying an expired credential (`{ Authorization: 'Bearer expired-…' }`): `config` sent
   * with it, in place of the same-named header, must answer 401 `unauthorized`. Without it the 401
   * is listed as not exercised.
   */
  expiredHeader?: Readonly<Record<string, string>>;
  /**
   * A second test player's credential (`{ 'X-Mock-Player': 'bonus' }`, `{ Authorization: 'Bearer
   * …' }`), sent in place of the same-named header: with `allowPayments`, the payment made must
   * answer that player the contract's 404, by id and by key. Without it (or without payments) the
   * check is listed as not exercised.
   */
  otherPlayer?: Readonly<Record<string, string>>;
  /**
   * The back end answers with docs/openapi.json's examples alone (Prism, a mock made from the
   * document): the requests and checks whose right answer depends on the request are not run but
   * listed as not exercised (probe.ts, `dependsOnRequest`); every other check runs.
   */
  examplesOnly?: boolean;
  /** Per request, in milliseconds (default 10 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  onProgress?: (event: ProgressEvent) => void;
  /** The clock (card expiry dates of a test payment). */
  now?: () => Date;
}

/** The deposit `allowPayments` made (never its field values). */
export interface TestPayment {
  methodId: string;
  amount: string;
  currency: string;
  /** Whether the back end took it: a 200 answer with a valid `SubmitResult`. */
  accepted: boolean;
  /** The first answer's HTTP status; none when no answer came. */
  status?: number;
  /** When the answer carried one. */
  paymentId?: string;
}

/** An operation, or a part of the contract, the run did not check, and why. */
export interface NotExercised {
  /** The operation's name in docs/http-api.md, or what else it is (the live-updates socket). */
  operation: string;
  /** Why, and the flag that would check it where there is one. */
  reason: string;
}

export interface ConformanceResult {
  findings: Finding[];
  rows: ResultRow[];
  /** What the run left out: the writes, the events, the live socket, 401 answers (unless asked). */
  notExercised: NotExercised[];
  /** Whether the payment checks were left out (no `allowPayments`). */
  paymentsSkipped: boolean;
  /** The test deposit, when one was posted. */
  payment?: TestPayment;
}
