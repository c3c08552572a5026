import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fillCard } from '../card';
// The shared test fails on any Content-Security-Policy violation of the page.
import { expect, test } from '../fixtures';

/**
 * A back end made from docs/openapi.json alone: Prism (playwright.config.ts, on the port after the
 * scales server's) answers every operation with the document's example (tooling/openapi/examples.ts)
 * and, with `--errors`, refuses any request or answer that breaks the document. The built cashier on
 * this server is pointed at it by its runtime settings, as an operator would.
 */

/** Prism: three ports after this server's (playwright.config.ts). */
function prismOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? '');
  url.port = String(Number(url.port) + 3);
  return url.origin;
}

/** The player's session: Prism asks for the document's security (a `session` cookie or a token). */
const SESSION = { name: 'session', value: 'prism-player' };

test('the built cashier takes a card deposit from a back end made from the document alone', async ({
  page,
  context,
  baseURL,
}) => {
  const prism = prismOrigin(baseURL);
  // Cookies are per host, not per port: the cashier's credentialed calls to Prism carry it.
  await context.addCookies([{ ...SESSION, url: prism }]);
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: prism } }),
  );
  const answers: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === prism && response.request().method() !== 'OPTIONS') {
      answers.push(`${String(response.status())} ${response.request().method()} ${url.pathname}`);
    }
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByText(/can.t be shown here/i)).toHaveCount(0);
  await fillCard(page, { amount: '50', holder: 'Ada Lovelace' });
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /confirmed|received|successful/i }),
  ).toBeVisible();

  // Every call went to Prism and was answered from the document: no request broke it.
  expect(answers).toEqual(
    expect.arrayContaining([
      '200 GET /api/cashier/v1/config',
      '200 GET /api/cashier/v1/methods',
      '200 GET /api/cashier/v1/methods/card/fields',
      '200 POST /api/cashier/v1/payments',
    ]),
  );
  expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
});

/**
 * The checks a mock of examples cannot pass: each needs an answer that depends on the request
 * (the list of the asked action; 404 for an id or key no submit made; 4xx for a currency not
 * offered), which only a back end with state and logic gives. Every other check must pass.
 */
const NEEDS_A_REAL_BACK_END = [
  'getMethods GET /api/cashier/v1/methods?action=cashout&currency=EUR',
  'getMethodFields (unknown method) GET /api/cashier/v1/methods/conformance-unknown-method/fields?action=deposit&currency=EUR',
  'getMethods (unoffered currency) GET /api/cashier/v1/methods?action=deposit&currency=XTS',
  'getPayment (unknown id) GET /api/cashier/v1/payments/conformance-unknown-payment',
  'getPaymentByKey (unknown key) GET /api/cashier/v1/payments?idempotencyKey=conformance-unknown-key',
];

test('npm run conformance finds the document-made back end true to every rule its examples can show', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = promisify(execFile);
  const args = ['run', '--silent', 'conformance', '--', prismOrigin(baseURL)];
  const cookie = ['--header', `Cookie: ${SESSION.name}=${SESSION.value}`];
  // Exit 1 with findings: execFile rejects with the output and the code.
  const { stdout, code } = await run('npm', [...args, ...cookie]).then(
    ({ stdout }) => ({ stdout, code: 0 }),
    (error: unknown) => error as { stdout: string; code: number },
  );
  // "✗ getMethods  GET /api/…": one line per finding.
  const findings = stdout
    .split('\n')
    .filter((line) => line.startsWith('✗ '))
    .map((line) => line.slice(2).replace(/\s{2,}/, ' '));
  expect([...new Set(findings)].sort(), stdout).toEqual([...NEEDS_A_REAL_BACK_END].sort());
  expect(code).toBe(1);
  expect(stdout).toMatch(/^config +GET \/config +\d+ +ok$/m);
  expect(stdout).toMatch(/^getMethodFields +GET \/methods\/\{methodId\}\/fields.* ok$/m);
  expect(stdout).toMatch(/^getTransactions +GET \/transactions\?limit=20 +\d+ +ok$/m);
});
