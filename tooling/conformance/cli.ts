/**
 * `npm run conformance -- <base-url> [--header 'Name: value' …] [--timeout <s>]
 * [--allow-payments --amount <n>] [--other-player 'Name: value'] [--check-401 'Name: value']
 * [--examples-only]`: checks a running back end against the cashier's HTTP contract
 * (runConformance.ts; docs/http-api.md). Progress on stderr, the table and the findings on stdout;
 * exit 0 when it conforms, 1 on any finding, 2 on bad arguments. Header values are never printed.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isPositiveAmount } from './payment';
import { formatReport, progressLine } from './report';
import { DEFAULT_TIMEOUT_MS, runConformance } from './runConformance';
import type { ProgressEvent } from './types';

export const USAGE = `Usage: npm run conformance -- <base-url> [options]

Checks a running cashier back end against the cashier's HTTP contract (docs/http-api.md).

  <base-url>                 the back end's http(s) origin, e.g. http://127.0.0.1:4173
  --header 'Name: value'     sent with every request (repeatable): Authorization, Cookie, …
  --timeout <seconds>        per request (default ${String(DEFAULT_TIMEOUT_MS / 1000)})
  --allow-payments           make one real test deposit (needs --amount)
  --amount <n>               its amount in major units of the default currency, e.g. 20
  --other-player 'Name: value'
                             a second test player's credential (in place of the same-named
                             --header): the deposit made must be a 404 for that player, by id
                             and by Idempotency-Key (needs --allow-payments)
  --check-401 'Name: value'  an expired credential: GET /config sent with it (in place of
                             the same-named --header) must answer 401 "unauthorized"
  --examples-only            the back end answers with docs/openapi.json's examples alone
                             (Prism, a mock made from the document): the checks that need
                             answers depending on the request are listed, not run
  --help                     this text

Exit code: 0 conforms, 1 findings, 2 bad arguments.
`;

export interface CliArgs {
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPayments: boolean;
  amount?: string;
  /** `--check-401`: the expired credential's header. */
  expiredHeader?: Record<string, string>;
  /** `--other-player`: a second test player's credential. */
  otherPlayer?: Record<string, string>;
  /** `--examples-only`: a back end made from the document (`ConformanceOptions.examplesOnly`). */
  examplesOnly: boolean;
}

class UsageError extends Error {}

const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(\S(?:.*\S)?)[ \t]*$/;

function readBaseUrl(positionals: readonly string[]): string {
  const [value, ...rest] = positionals;
  if (value === undefined) throw new UsageError('Missing <base-url>.');
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest.join(' ')}".`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`<base-url> is not a URL: "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`<base-url> must be http:// or https://, not "${url.protocol}".`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new UsageError('<base-url> takes no credentials: send them with --header.');
  }
  if (url.search !== '' || url.hash !== '') {
    throw new UsageError('<base-url> takes no query or fragment.');
  }
  return url.href.replace(/\/+$/, '');
}

function readHeaders(values: readonly string[], flag = '--header'): Record<string, string> {
  const headers: Record<string, string> = {};
  values.forEach((value, index) => {
    const match = HEADER.exec(value);
    // The text may hold a secret (a token without its colon): it is never quoted.
    if (!match?.[1] || match[2] === undefined) {
      throw new UsageError(
        `${flag} must be 'Name: value' with a token name and a value (${flag} number ${String(index + 1)} is not).`,
      );
    }
    headers[match[1]] = match[2];
  });
  return headers;
}

function readTimeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || seconds <= 0) {
    throw new UsageError(`--timeout must be a positive number of seconds, not "${value}".`);
  }
  return Math.round(seconds * 1000);
}

/** The arguments, or a `UsageError` naming the first problem. */
export function parseCliArgs(argv: readonly string[]): CliArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        header: { type: 'string', multiple: true, short: 'H' },
        timeout: { type: 'string' },
        'allow-payments': { type: 'boolean' },
        amount: { type: 'string' },
        'check-401': { type: 'string' },
        'other-player': { type: 'string' },
        'examples-only': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return 'help';
  const allowPayments = values['allow-payments'] === true;
  const { amount } = values;
  if (allowPayments && amount === undefined) {
    throw new UsageError('--allow-payments needs --amount <n> (a positive amount).');
  }
  if (amount !== undefined && !allowPayments) {
    throw new UsageError('--amount is used only with --allow-payments.');
  }
  if (amount !== undefined && !isPositiveAmount(amount)) {
    throw new UsageError(
      `--amount must be a positive decimal amount such as 20 or 20.50, not "${amount}".`,
    );
  }
  const expired = values['check-401'];
  const other = values['other-player'];
  if (other !== undefined && !allowPayments) {
    throw new UsageError('--other-player needs --allow-payments (a deposit to look for).');
  }
  return {
    baseUrl: readBaseUrl(positionals),
    headers: readHeaders(values.header ?? []),
    timeoutMs: readTimeout(values.timeout),
    allowPayments,
    examplesOnly: values['examples-only'] === true,
    ...(amount === undefined ? {} : { amount }),
    ...(expired === undefined ? {} : { expiredHeader: readHeaders([expired], '--check-401') }),
    ...(other === undefined ? {} : { otherPlayer: readHeaders([other], '--other-player') }),
  };
}

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CliIo {
  stdout: Output;
  stderr: Output;
  fetch?: typeof fetch;
}

/** Runs the CLI; resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  let args: CliArgs | 'help';
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args === 'help') {
    io.stdout.write(USAGE);
    return 0;
  }
  const tty = io.stderr.isTTY === true;
  // On a terminal a passing line is overwritten by the next; a failing one stays.
  const line = { open: false };
  const onProgress = (event: ProgressEvent): void => {
    const text = progressLine(event);
    if (tty) {
      io.stderr.write(`\r\x1b[2K${text}${event.failed === 0 ? '' : '\n'}`);
      line.open = event.failed === 0;
    } else io.stderr.write(`${text}\n`);
  };
  io.stderr.write(`Checking ${args.baseUrl} against the cashier HTTP contract…\n`);
  const result = await runConformance({
    baseUrl: args.baseUrl,
    headers: args.headers,
    timeoutMs: args.timeoutMs,
    allowPayments: args.allowPayments,
    examplesOnly: args.examplesOnly,
    ...(args.amount === undefined ? {} : { amount: args.amount }),
    ...(args.expiredHeader === undefined ? {} : { expiredHeader: args.expiredHeader }),
    ...(args.otherPlayer === undefined ? {} : { otherPlayer: args.otherPlayer }),
    ...(io.fetch ? { fetch: io.fetch } : {}),
    onProgress,
  });
  if (line.open) io.stderr.write('\n');
  io.stdout.write(formatReport(result));
  return result.findings.length > 0 ? 1 : 0;
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  try {
    process.exitCode = await main(process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
