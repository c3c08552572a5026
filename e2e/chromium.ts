/**
 * Debian's Chromium and the flags every browser run here uses (E2E, `npm run bench`,
 * `npm run lighthouse`): Playwright's own browser download cannot work on these machines.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
