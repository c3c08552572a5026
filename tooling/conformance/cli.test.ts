// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { conformingCatalog } from './brokenBackends.fixtures';
import { main } from './cli';
import { type Running, letRequestsThrough, listen, startMockBackend } from '@mocks/server/testing';

letRequestsThrough();

function streams() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: { write: (text: string) => (out.stdout += text) },
      stderr: { write: (text: string) => (out.stderr += text) },
    },
  };
}

let backend: Running;
let failing: Running;
const authorizations: (string | undefined)[] = [];

beforeAll(async () => {
  backend = await startMockBackend({}, { catalog: conformingCatalog });
  // Answers everything with a plain-text 500.
  failing = await listen((request, response) => {
    authorizations.push(request.headers.authorization);
    response.writeHead(500, { 'Content-Type': 'text/plain' });
    response.end('Internal error');
  });
});
afterAll(async () => {
  await failing.close();
  await backend.close();
});

describe('conformance CLI arguments', () => {
  it.each([
    [[], 'Missing <base-url>.'],
    [['ftp://127.0.0.1/'], '<base-url> must be http:// or https://, not "ftp:".'],
    [['localhost:4173'], '<base-url> must be http:// or https://, not "localhost:".'],
    [['not a url'], '<base-url> is not a URL: "not a url".'],
    [['http://a.test', 'http://b.test'], 'Unexpected argument "http://b.test".'],
    [['http://user:pw@a.test'], '<base-url> takes no credentials: send them with --header.'],
    [['http://a.test/?x=1'], '<base-url> takes no query or fragment.'],
    [['http://a.test', '--header', 'X-Token'], "--header must be 'Name: value'"],
    [['http://a.test', '--header', 'Bad Name: 1'], "--header must be 'Name: value'"],
    [['http://a.test', '--header', 'X-Empty:'], "--header must be 'Name: value'"],
    [['http://a.test', '--allow-payments'], '--allow-payments needs --amount <n>'],
    [['http://a.test', '--allow-payments', '--amount', '0.00'], '--amount must be a positive'],
    [['http://a.test', '--allow-payments', '--amount', '20,5'], '--amount must be a positive'],
    [['http://a.test', '--amount', '20'], '--amount is used only with --allow-payments.'],
    [['http://a.test', '--timeout', '0'], '--timeout must be a positive number of seconds'],
    [['http://a.test', '--verbose'], "Unknown option '--verbose'"],
    [['http://a.test', '--check-401', 'Bearer x'], "--check-401 must be 'Name: value'"],
  ])('exits 2 with the problem and the usage for %j', async (argv, problem) => {
    const { out, io } = streams();
    const fetch = () => Promise.reject(new Error('no request expected'));
    expect(await main(argv, { ...io, fetch })).toBe(2);
    expect(out.stderr).toContain(problem);
    expect(out.stderr).toContain('Usage: npm run conformance -- <base-url> [options]');
    expect(out.stdout).toBe('');
  });

  it('never repeats the value of a malformed header', async () => {
    const { out, io } = streams();
    const argv = ['http://a.test', '-H', 'Accept: */*', '--header', 'Authorization Bearer s3cret'];
    expect(await main(argv, io)).toBe(2);
    expect(out.stderr).toContain('(--header number 2 is not)');
    expect(out.stderr).not.toContain('s3cret');
  });

  it('prints the usage on stdout for --help and exits 0', async () => {
    const { out, io } = streams();
    expect(await main(['--help'], io)).toBe(0);
    expect(out.stdout).toContain('--allow-payments');
  });
});

describe('conformance CLI run', () => {
  it('rewrites passing progress lines in place on a terminal and keeps failing ones', async () => {
    const { out, io } = streams();
    const stderr = { ...io.stderr, isTTY: true };
    expect(await main([failing.origin, '--timeout', '2'], { ...io, stderr })).toBe(1);
    expect(out.stderr).toContain(`\r\x1b[2K[1/1] GET ${cashierPaths.config} … FAIL (1)\n`);
    const { out: passing, io: passingIo } = streams();
    const tty = { ...passingIo.stderr, isTTY: true };
    expect(await main([backend.origin], { ...passingIo, stderr: tty })).toBe(0);
    const progress = passing.stderr.replaceAll('\r\x1b[2K', '<redraw>').split('\n').slice(1);
    // One line for all the passing requests, each drawn over the one before, then a newline.
    expect(progress).toEqual([expect.stringMatching(/^(<redraw>\[\d+\/\d+\] GET \S+ … ok)+$/), '']);
  });

  it('prints one progress line per request, the table and exits 0 against the mock back end', async () => {
    const { out, io } = streams();
    expect(await main([`${backend.origin}/`], io)).toBe(0);
    const lines = out.stderr.trim().split('\n');
    expect(lines[0]).toBe(`Checking ${backend.origin} against the cashier HTTP contract…`);
    expect(lines[1]).toBe(`[1/1] GET ${cashierPaths.config} … ok`);
    expect(lines.slice(1).every((line) => /^\[\d+\/\d+\] GET \S+ … ok$/.test(line))).toBe(true);
    expect(out.stdout).toMatch(
      /^Paths under \/api\/cashier\/v1:\n\nOperation +Path +Checks +Result\n/,
    );
    expect(out.stdout).toMatch(/\nconfig +GET \/config +7 +ok\n/);
    expect(out.stdout).toMatch(/\nsubmit +POST \/payments +– +skipped: payments skipped/);
    expect(out.stdout).toMatch(/\nConforms: \d+ checks in \d+ requests passed\.\n/);
    expect(out.stdout).toContain(
      '\nNot exercised:\n  - submit: POST /payments: a write: makes a real deposit (pass --allow-payments --amount <n>)\n',
    );
    for (const part of ['savePlayerFields', 'cancelPayment', 'postEvents', 'live updates', '401']) {
      expect(out.stdout).toMatch(new RegExp(`\\n  - ${part}.*: `));
    }
  });

  it('checks the 401 of an expired session with --check-401, never printing the credential', async () => {
    const { out, io } = streams();
    const argv = [backend.origin, '--check-401', 'Authorization: Bearer expired-s3cret'];
    expect(await main(argv, io)).toBe(0);
    expect(out.stdout).toMatch(/\nconfig \(expired session\) +GET \/config +4 +ok\n/);
    expect(out.stdout).not.toContain('  - 401');
    expect(out.stdout + out.stderr).not.toContain('s3cret');
  });

  it('lists, not runs, the checks that need answers depending on the request with --examples-only', async () => {
    const { out, io } = streams();
    expect(await main([backend.origin, '--examples-only'], io)).toBe(0);
    expect(out.stdout).toMatch(
      /\ngetPayment \(unknown id\) +GET \/payments\/conformance-unknown-payment +– +skipped: needs answers that depend on the request \(--examples-only\)\n/,
    );
    expect(out.stdout).toContain(
      '\n  - getPayment (unknown id): needs answers that depend on the request: a 404 for a payment id no submit made\n',
    );
    expect(out.stdout).toContain(
      '\n  - getMethods: needs answers that depend on the request: the list of the action and currency asked for\n',
    );
  });

  it('makes the test payment with --allow-payments --amount', async () => {
    const { out, io } = streams();
    expect(await main([backend.origin, '--allow-payments', '--amount', '20'], io)).toBe(0);
    expect(out.stderr).toMatch(/\n\[\d+\/\d+\] POST \/api\/cashier\/v1\/payments … ok\n/);
    expect(out.stdout).toMatch(/\nsubmit \(same Idempotency-Key\) +POST \/payments +1 +ok\n/);
    expect(out.stdout).not.toContain('  - submit');
    expect(out.stdout).toMatch(
      /\nTest deposit made: 20 EUR with method "skrill" \(paymentId pay_\w+\)\.\n/,
    );
  });

  it('exits 1 and lists each finding against a failing back end, sending the given headers', async () => {
    const { out, io } = streams();
    authorizations.length = 0;
    const argv = [failing.origin, '--header', 'Authorization: Bearer t0ken', '--timeout', '2'];
    expect(await main(argv, io)).toBe(1);
    expect(out.stderr).toContain(`[1/1] GET ${cashierPaths.config} … FAIL (1)`);
    expect(out.stdout).toContain(
      [
        `✗ config  GET ${cashierPaths.config}`,
        '    expected status 200',
        '    received status 500: Internal error',
      ].join('\n'),
    );
    expect(out.stdout).toMatch(/\nDoes not conform: 4 findings, 4 checks in 4 requests\.\n/);
    expect(authorizations).toEqual(Array(4).fill('Bearer t0ken'));
    expect(out.stdout + out.stderr).not.toContain('t0ken');
  });
});
