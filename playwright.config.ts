import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same build against a catalog the project did not shape its code around (e2e/catalogs/). */
const OUTSIDER_PORT = PORT + 1;
const OUTSIDER_URL = `http://127.0.0.1:${OUTSIDER_PORT}`;
/** The same build against e2e/catalogs/scales.json: currencies the client has no table for. */
const SCALES_PORT = PORT + 2;
const SCALES_URL = `http://127.0.0.1:${SCALES_PORT}`;
/** A back end made from docs/openapi.json alone (Prism), which the cashier on PORT calls (e2e/prism/). */
const PRISM_PORT = PORT + 3;
const PRISM_URL = `http://127.0.0.1:${PRISM_PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  },
};

/** `npm start` on `port`, with `env` added (a catalog, say). */
function cashierServer(port: number, env: Record<string, string> = {}) {
  return {
    command: 'npm start',
    url: `http://127.0.0.1:${port}`,
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe' as const,
  };
}

/**
 * E2E against the production build served by `npm start` (the embedded back end), in Debian's
 * Chromium: Playwright's own browser download cannot work on these machines.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e-output/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: './e2e-output/report', open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /(outsider|scales|prism)[\\/]/, use: chromium },
    // e2e/outsider/: the checks for load, layout, URLs, history and amounts against
    // e2e/catalogs/outsider.json (no EUR, long unbroken tokens, script-like text, URLs of every shape).
    { name: 'outsider', testDir: './e2e/outsider', use: { ...chromium, baseURL: OUTSIDER_URL } },
    // e2e/scales/: amounts at the scale the back end gives, against e2e/catalogs/scales.json (BCH
    // with 8 decimals, which the client knows nothing of; KWD with 3).
    { name: 'scales', testDir: './e2e/scales', use: { ...chromium, baseURL: SCALES_URL } },
    // e2e/prism/: the cashier on PORT, its runtime settings pointing at Prism on PRISM_PORT.
    { name: 'prism', testDir: './e2e/prism', use: chromium },
  ],
  webServer: [
    // The outsider's pages may call this server's API (e2e/cross-origin.spec.ts); its pages may
    // call Prism's (e2e/prism/).
    cashierServer(PORT, {
      CASHIER_CORS_ORIGINS: OUTSIDER_URL,
      CASHIER_CSP_CONNECT_ORIGINS: PRISM_URL,
    }),
    cashierServer(OUTSIDER_PORT, {
      CASHIER_CATALOG: 'e2e/catalogs/outsider.json',
      CASHIER_CSP_CONNECT_ORIGINS: BASE_URL,
    }),
    cashierServer(SCALES_PORT, { CASHIER_CATALOG: 'e2e/catalogs/scales.json' }),
    // docs/openapi.json alone, answering with its examples; `--errors`: a request or an answer
    // that breaks the document is an error answer, not just a log line. CORS is Prism's own (it
    // names the calling origin and allows credentials).
    {
      command: `npx prism mock docs/openapi.json --errors -h 127.0.0.1 -p ${PRISM_PORT}`,
      // Ready once it answers; without a session that is a 401.
      url: `${PRISM_URL}/api/cashier/v1/config`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // A log line per request and check: its errors (stderr) are enough.
      stdout: 'ignore' as const,
    },
  ],
});
