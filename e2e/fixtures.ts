/**
 * The `test` of every E2E spec: Playwright's, plus an automatic check that nothing on any page of
 * the test (frames included) violated the Content-Security-Policy `npm start` sends. A violation
 * fails the test, listing what was refused.
 */
import { test as base, expect } from '@playwright/test';

/** One refused load or execution, as the page saw it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cashierCspViolation?: (violation: CspViolation) => void;
  }
}

/** The function the pages report to (a Playwright binding: present in every page and frame). */
const BINDING = '__cashierCspViolation';

/** Chromium's console text for a refused load: "Refused to load the script '…' because it violates…". */
const REFUSED = /^Refused to .*Content Security Policy/s;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
        violations.push(
          `${violation.directive} refused ${violation.blocked || '(inline)'} at ${violation.source}`,
        );
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cashierCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${String(event.lineNumber)}`,
          });
        });
      });
      const onConsole = (message: { text: () => string }) => {
        if (REFUSED.test(message.text())) violations.push(message.text());
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
