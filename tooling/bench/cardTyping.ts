/** Card-number typing in Chromium: keydown → next frame, and re-renders per keystroke. */
import type { Browser } from '@playwright/test';
import { readProbe, resetProbe } from './probe';

const CARD_NUMBER = '4111111111111111';
const KEY_DELAY_MS = 60;

export interface TypingRun {
  latencies: number[];
  formPerKey: number;
  cardFieldPerKey: number;
  otherFieldsPerKey: number;
  /** Commits per keystroke of each other field that re-rendered. */
  otherFields: Record<string, number>;
}

/** Types the card number into a fresh page; per keystroke: keydown → next frame, and commits. */
export async function typeCardNumber(browser: Browser, url: string): Promise<TypingRun> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    const input = page.locator('input[autocomplete="cc-number"]');
    await input.waitFor();
    await input.focus();
    await input.evaluate((element) => {
      const latencies: number[] = [];
      (window as unknown as { __keyLatencies: number[] }).__keyLatencies = latencies;
      element.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            setTimeout(() => latencies.push(performance.now() - start), 0);
          });
        },
        { capture: true },
      );
    });
    await resetProbe(page);
    await page.keyboard.type(CARD_NUMBER, { delay: KEY_DELAY_MS });
    await page.waitForFunction(
      (count) => (window as unknown as { __keyLatencies: number[] }).__keyLatencies.length >= count,
      CARD_NUMBER.length,
    );
    await page.waitForTimeout(100);
    const latencies = await page.evaluate(
      () => (window as unknown as { __keyLatencies: number[] }).__keyLatencies,
    );
    const probe = await readProbe(page);
    const keys = CARD_NUMBER.length;
    const card = probe?.fields.card_number ?? Number.NaN;
    const others = probe
      ? Object.entries(probe.fields)
          .filter(([name]) => name !== 'card_number')
          .reduce((sum, [, count]) => sum + count, 0)
      : Number.NaN;
    return {
      latencies,
      formPerKey: (probe?.form ?? Number.NaN) / keys,
      cardFieldPerKey: card / keys,
      otherFieldsPerKey: others / keys,
      otherFields: Object.fromEntries(
        Object.entries(probe?.fields ?? {})
          .filter(([name]) => name !== 'card_number')
          .map(([name, count]) => [name, count / keys]),
      ),
    };
  } finally {
    await page.close();
  }
}
