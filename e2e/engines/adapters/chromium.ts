/**
 * Chromium (Debian's) through Playwright, with the back-forward cache on, as Chrome has it:
 * Playwright turns it off by default (`--disable-back-forward-cache`), which would hide every
 * restored-page behaviour from the Back path.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium';
import type { EngineLauncher, Key } from '../driver';

const KEYS: Record<Key, string> = { Tab: 'Tab', Enter: 'Enter', Space: 'Space', Escape: 'Escape' };

export const launchChromium: EngineLauncher = async (viewport) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const page = await (await browser.newContext({ viewport })).newPage();
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    goto: async (url) => {
      await page.goto(url);
    },
    back: async () => {
      // A page restored from the back-forward cache fires no load event.
      await page.goBack({ waitUntil: 'commit' });
    },
    url: () => Promise.resolve(page.url()),
    evaluate: (expression) => page.evaluate(expression),
    click: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(KEYS[key]),
    close: () => browser.close(),
  };
};
