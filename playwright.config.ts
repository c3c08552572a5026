import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://127.0.0.1:${PORT}`;

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
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: BASE_URL,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
