import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * Console messages normal use may print, each with why it is expected (docs/testing.md). Anything
 * else of type error or warning, and every uncaught page error, fails
 * e2e/quiet-console.spec.ts.
 */
export const EXPECTED_CONSOLE_MESSAGES: readonly { text: RegExp; why: string }[] = [
  {
    text: /^warning: An iframe which has both allow-scripts and allow-same-origin for its sandbox attribute can escape its sandboxing\. \(http:\/\/127\.0\.0\.1:\d+\/mock-provider\//,
    why: "Chromium's warning for the provider dialog's sandbox (features/checkout/ProviderFrameDialog.tsx): providers' pages need their own origin's scripts and storage; only a page of the cashier's own origin, as the mock provider is, could escape, and the URL policy lets no such page in outside tests.",
  },
  {
    text: /^error: Framing 'http:\/\/127\.0\.0\.1:\d+\/' violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
    why: 'Chromium\'s report of a provider page that refuses to be framed (mocks/provider/no-frame.html, the NOFRAME scenario): the refusal the dialog answers with "Continue in a new window"; a real provider\'s page that refuses framing prints the same.',
  },
];

/** What a context's pages printed as errors and warnings, and threw, while it was watched. */
export function watchConsole(context: BrowserContext): { unexpected: () => string[] } {
  const seen: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const where = message.location().url;
    seen.push(`${type}: ${message.text()}${where ? ` (${where})` : ''}`);
  };
  context.on('console', onConsole);
  context.on('weberror', (error) => seen.push(`page error: ${error.error().message}`));
  return {
    unexpected: () =>
      seen.filter(
        (line) => !EXPECTED_CONSOLE_MESSAGES.some((expected) => expected.text.test(line)),
      ),
  };
}
