import type { Page } from '@playwright/test';

/** The accessible name of the focused element ('' when focus is on the page itself). */
export async function focusedName(page: Page): Promise<string> {
  // Inside a widget's shadow root the host matches `:focus` too: the focused element is the last.
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return ''; // focus left the page for a moment
  return /"(.*)"/.exec(await focused.last().ariaSnapshot())?.[1] ?? '';
}

/** Presses `key` (Tab or Shift+Tab) until the focused element's accessible name matches. */
export async function tabTo(
  page: Page,
  name: RegExp,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  maxSteps = 40,
): Promise<void> {
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Could not reach ${String(name)} with ${key}`);
}
