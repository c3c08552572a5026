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
 * The checks no back end replaying examples can pass: each needs an answer that depends on the
 * request (the list of the action asked for; a 4xx for a method or currency not offered; a 404
 * for an id or key no submit made). `--examples-only` lists them as not exercised instead.
 */
const NEED_ANSWERS_PER_REQUEST = [
  'getMethods',
  'getMethodFields (unknown method)',
  'getMethods (unoffered currency)',
  'getPayment (unknown id)',
  'getPaymentByKey (unknown key)',
];

test('npm run conformance --examples-only finds the document-made back end conforming, a test payment included', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = promisify(execFile);
  const { stdout } = await run(
    'npm',
    [
      ...['run', '--silent', 'conformance', '--', prismOrigin(baseURL), '--examples-only'],
      ...['--allow-payments', '--amount', '20'],
      ...['--header', `Cookie: ${SESSION.name}=${SESSION.value}`],
    ],
    // Exit 1 (a finding) rejects with the report as the error's stdout.
  ).catch((error: unknown) => {
    throw new Error(
      `conformance failed:\n${(error as { stdout?: string }).stdout ?? String(error)}`,
    );
  });
  expect(stdout).toMatch(/^Conforms: \d+ checks in \d+ requests passed\.$/m);
  expect(stdout).toMatch(/^config +GET \/config +\d+ +ok$/m);
  expect(stdout).toMatch(/^getMethodFields +GET \/methods\/\{methodId\}\/fields.* ok$/m);
  expect(stdout).toMatch(/^getTransactions +GET \/transactions\?limit=20 +\d+ +ok$/m);
  // The payment checks ran and passed: Prism (`--errors`) takes the submit as the document asks.
  expect(stdout).toMatch(/^submit +POST \/payments +\d+ +ok$/m);
  expect(stdout).toMatch(/^submit \(same Idempotency-Key\) +POST \/payments +\d+ +ok$/m);
  expect(stdout).toMatch(/^getPayment +GET \/payments\/\{paymentId\} +\d+ +ok$/m);
  expect(stdout).toMatch(/^Test deposit made: 20 EUR with method "card" \(paymentId \S+\)\.$/m);
  // "  - getPayment (unknown id): needs answers that depend on the request: a 404 for …"
  const leftOut = [
    ...stdout.matchAll(/^ {2}- (.+?): needs answers that depend on the request: /gm),
  ].map((match) => match[1]);
  expect(leftOut).toEqual(expect.arrayContaining(NEED_ANSWERS_PER_REQUEST));
});
