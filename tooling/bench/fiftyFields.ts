/** A method with 50 fields: click → painted, and the React render of the form mount. */
import type { Browser } from '@playwright/test';
import { readProbe, resetProbe } from './probe';

export const FIELD_COUNT = 50;

function fiftyFields(): unknown[] {
  const types = ['text', 'email', 'tel', 'select', 'checkbox'] as const;
  return Array.from({ length: FIELD_COUNT }, (_, index) => {
    const type = types[index % types.length] ?? 'text';
    return {
      name: index === 0 ? 'amount' : `bench_${index}`,
      type: index === 0 ? 'amount' : type,
      label: index === 0 ? 'Amount' : `Field ${index}`,
      required: index % 3 === 0,
      ...(type === 'select'
        ? {
            options: Array.from({ length: 8 }, (_, option) => ({
              value: `o${option}`,
              label: `Option ${option}`,
            })),
          }
        : { placeholder: `Value ${index}`, hint: `Hint for field ${index}` }),
    };
  });
}

/** Mounts a 50-field form `runs` times (after a warm-up), switching methods in between. */
export async function renderFiftyFields(browser: Browser, url: string, runs: number) {
  const page = await browser.newPage();
  try {
    await page.route(/\/api\/cashier\/v1\/methods\/skrill\/fields/, (route) =>
      route.fulfill({
        json: { methodId: 'skrill', fieldsVersion: 'bench-50', fields: fiftyFields() },
      }),
    );
    await page.goto(url);
    await page.locator('input[name="payment-method"][value="neteller"]').waitFor();
    const last = `bench_${FIELD_COUNT - 1}`;
    /** Shows neteller's form, then times skrill's 50-field form: wall clock and React render. */
    const mountOnce = async (): Promise<{ wall: number; react: number | null }> => {
      await page.locator('input[name="payment-method"][value="neteller"]').check();
      await page.waitForFunction(
        (id) =>
          document.querySelector(`[id$="-${id}"]`) === null &&
          document.querySelector('input[autocomplete="transaction-amount"]') !== null,
        last,
      );
      await resetProbe(page);
      const wall = await page.evaluate(async (id) => {
        const started = performance.now();
        document
          .querySelector<HTMLInputElement>('input[name="payment-method"][value="skrill"]')
          ?.click();
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        await new Promise<void>((done) => {
          if (document.querySelector(`[id$="-${id}"]`) !== null) {
            done();
            return;
          }
          const observer = new MutationObserver(() => {
            if (document.querySelector(`[id$="-${id}"]`) === null) return;
            observer.disconnect();
            done();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        await new Promise<void>((done) => {
          requestAnimationFrame(() => setTimeout(done, 0));
        });
        return performance.now() - started;
      }, last);
      const probe = await readProbe(page);
      return { wall, react: probe?.mounts[0] ?? null };
    };
    await mountOnce(); // warm-up: lazily loaded field chunks, first fetch of the fields
    const wall: number[] = [];
    const reactMs: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const timing = await mountOnce();
      wall.push(timing.wall);
      if (timing.react !== null) reactMs.push(timing.react);
    }
    return { wall, reactMs };
  } finally {
    await page.close();
  }
}
