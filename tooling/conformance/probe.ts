/**
 * One request and its checks: the HTTP call (per-request timeout, network errors as findings), the
 * status, the media type, the body against its zod schema, and the tally behind the result table
 * and the progress lines. Used by runConformance.ts.
 *
 * A request or a check whose right answer depends on what was asked (a 404 for an id no payment
 * has, the list of the action asked for) says so with `dependsOnRequest`: against a back end that
 * answers with the document's examples alone (`examplesOnly`: Prism, any mock made from
 * docs/openapi.json) it is not run but listed as not exercised.
 */
import type { z } from '@common/lib/zod';
import { describeIssue, formatIssuePath, preview, previewText, valueAt } from './issues';
import type { Finding, HttpMethod, NotExercised, ProgressEvent, ResultRow } from './types';

/** Schema issues reported per response; the rest are counted in one more finding. */
const MAX_ISSUES = 5;

/** Why a request or check marked `dependsOnRequest` is left out with `examplesOnly`. */
export const NEEDS_ANSWERS_PER_REQUEST = 'needs answers that depend on the request';

/** A request or a check whose right answer depends on what was asked. */
export interface DependsOnRequest {
  /** The answer it needs, for the report ("a 404 for a payment id no submit made"). */
  dependsOnRequest: string;
}

/** With `dependsOnRequest` when every check of the request needs an answer that depends on it. */
export interface RequestSpec extends Partial<DependsOnRequest> {
  operation: string;
  method: HttpMethod;
  /** The path template of the result table's row. */
  template: string;
  /** The path requested, with its query. */
  path: string;
  headers?: Readonly<Record<string, string>>;
  /** A JSON body (POST). */
  body?: unknown;
  /** Strings the request sent that must never appear in a finding (card numbers, say). */
  secrets?: readonly string[];
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** The checks of one answer; each failed check adds a finding. */
export interface Checks {
  readonly answer: Answer;
  /** The status is `expected` (a number, or `'4xx'` for any client error). */
  status(expected: number | '4xx'): boolean;
  /** `Content-Type: application/json`, a JSON body, valid against `schema`; the data or undefined. */
  json<T>(schema: z.ZodMiniType<T>, what: string): T | undefined;
  /** Any other expectation; with `dependsOnRequest` it is not run (true) when `examplesOnly`. */
  that(ok: boolean, expectation: string, received: string, marked?: DependsOnRequest): boolean;
  /** A body for a finding: shortened, with the request's secrets redacted first. */
  show(text: string): string;
}

export interface SessionOptions {
  baseUrl: string;
  headers: Readonly<Record<string, string>>;
  timeoutMs: number;
  fetch: typeof fetch;
  onProgress: (event: ProgressEvent) => void;
  /** The back end answers with the document's examples alone: see the top. */
  examplesOnly?: boolean;
}

export function isJsonMediaType(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function failureText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${String(timeoutMs)} ms (timeout)`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return `network error: ${cause ? `${message} (${cause.message})` : message}`;
}

/** The bookkeeping of one request's checks. */
interface Tally {
  count: (ok: boolean) => boolean;
  fail: (expectation: string, received: string, at?: string) => false;
  redact: (text: string) => string;
}

/** Runs requests one after another and keeps their findings and rows. */
export class Session {
  readonly findings: Finding[] = [];
  readonly rows: ResultRow[] = [];
  /** The requests and checks `examplesOnly` left out, one entry per operation and answer. */
  readonly leftOut: NotExercised[] = [];
  private planned = 0;
  private done = 0;

  constructor(private readonly options: SessionOptions) {}

  /** Announces `count` more requests for the progress lines' total (negative: fewer after all). */
  plan(count: number): void {
    this.planned += count;
  }

  /** A row that was not run, with the reason. */
  skip(spec: Pick<RequestSpec, 'operation' | 'method' | 'template'>, reason: string): void {
    this.rowFor(spec).skipped = reason;
  }

  /** A finding that belongs to no answer (no method fits a test payment, say). */
  report(spec: Pick<RequestSpec, 'operation' | 'method' | 'template'>, finding: Finding): void {
    const row = this.rowFor(spec);
    row.checks += 1;
    row.failed += 1;
    this.findings.push(finding);
  }

  /**
   * Sends the request and runs `assess` on its answer. A request that gets no answer (timeout,
   * network error) is one failed check, and `assess` is not run.
   */
  async probe<T>(spec: RequestSpec, assess: (checks: Checks) => T): Promise<T | undefined> {
    const row = this.rowFor(spec);
    if (spec.dependsOnRequest !== undefined && this.options.examplesOnly === true) {
      this.leaveOut(spec.operation, spec.dependsOnRequest);
      row.skipped = `${NEEDS_ANSWERS_PER_REQUEST} (--examples-only)`;
      this.planned -= 1;
      return undefined;
    }
    row.requests += 1;
    let failed = 0;
    const redact = (text: string): string =>
      (spec.secrets ?? []).reduce((out, secret) => out.split(secret).join('[redacted]'), text);
    const fail = (expectation: string, received: string, at?: string): false => {
      failed += 1;
      this.findings.push({
        operation: spec.operation,
        method: spec.method,
        path: spec.path,
        ...(at === undefined ? {} : { at }),
        expectation,
        // Received texts are redacted before they are shortened; this catches any other.
        received: redact(received),
      });
      return false;
    };
    const count = (ok: boolean): boolean => {
      row.checks += 1;
      return ok;
    };

    let result: T | undefined;
    const answer = await this.send(spec);
    if (typeof answer === 'string') {
      count(fail('an HTTP answer', answer));
    } else {
      result = assess(this.checks(spec.operation, answer, { count, fail, redact }));
    }
    row.failed += failed;
    this.done += 1;
    this.options.onProgress({
      index: this.done,
      total: Math.max(this.planned, this.done),
      method: spec.method,
      path: spec.path,
      failed,
    });
    return result;
  }

  /** Notes a request or check left out by `examplesOnly`, once per operation and answer. */
  private leaveOut(operation: string, answer: string): void {
    const reason = `${NEEDS_ANSWERS_PER_REQUEST}: ${answer}`;
    if (this.leftOut.some((entry) => entry.operation === operation && entry.reason === reason)) {
      return;
    }
    this.leftOut.push({ operation, reason });
  }

  private checks(operation: string, answer: Answer, { count, fail, redact }: Tally): Checks {
    const show = (text: string): string => previewText(text, redact);
    return {
      answer,
      status: (expected) => {
        const ok =
          expected === '4xx'
            ? answer.status >= 400 && answer.status < 500
            : answer.status === expected;
        const want = expected === '4xx' ? 'an error status 4xx' : `status ${String(expected)}`;
        return count(ok || fail(want, `status ${String(answer.status)}: ${show(answer.text)}`));
      },
      json: <D>(schema: z.ZodMiniType<D>, what: string): D | undefined => {
        count(
          isJsonMediaType(answer.contentType) ||
            fail(
              'Content-Type: application/json',
              answer.contentType === '' ? 'no Content-Type' : `Content-Type: ${answer.contentType}`,
            ),
        );
        let data: unknown;
        try {
          data = JSON.parse(answer.text) as unknown;
        } catch {
          count(fail(`a JSON body (${what})`, show(answer.text)));
          return undefined;
        }
        const parsed = schema.safeParse(data);
        count(parsed.success);
        if (parsed.success) return parsed.data;
        const { issues } = parsed.error;
        for (const issue of issues.slice(0, MAX_ISSUES)) {
          const path = [...issue.path];
          fail(
            `${describeIssue(issue)} (${what})`,
            preview(valueAt(data, path), redact),
            formatIssuePath(path),
          );
        }
        if (issues.length > MAX_ISSUES) {
          fail(`no further issues (${what})`, `${String(issues.length - MAX_ISSUES)} more issues`);
        }
        return undefined;
      },
      that: (ok, expectation, received, marked) => {
        if (marked && this.options.examplesOnly === true) {
          this.leaveOut(operation, marked.dependsOnRequest);
          return true;
        }
        return count(ok || fail(expectation, received));
      },
      show,
    };
  }

  private async send(spec: RequestSpec): Promise<Answer | string> {
    const { baseUrl, headers, timeoutMs, fetch } = this.options;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      // Later headers replace earlier ones of the same name, whatever its case.
      const sent = new Headers({ Accept: 'application/json' });
      if (spec.body !== undefined) sent.set('Content-Type', 'application/json');
      for (const [name, value] of [
        ...Object.entries(headers),
        ...Object.entries(spec.headers ?? {}),
      ]) {
        sent.set(name, value);
      }
      const response = await fetch(baseUrl + spec.path, {
        method: spec.method,
        headers: sent,
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
        signal,
        redirect: 'manual',
      });
      const text = await response.text();
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text,
      };
    } catch (error) {
      return failureText(error, timeoutMs);
    }
  }

  private rowFor(spec: Pick<RequestSpec, 'operation' | 'method' | 'template'>): ResultRow {
    let row = this.rows.find(
      (candidate) =>
        candidate.operation === spec.operation &&
        candidate.method === spec.method &&
        candidate.path === spec.template,
    );
    if (!row) {
      row = {
        operation: spec.operation,
        method: spec.method,
        path: spec.template,
        requests: 0,
        checks: 0,
        failed: 0,
      };
      this.rows.push(row);
    }
    return row;
  }
}
