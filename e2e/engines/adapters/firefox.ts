/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright's patched Firefox
 * protocol does not speak to a stock Firefox).
 */
import puppeteer from 'puppeteer-core';
import type { KeyInput } from 'puppeteer-core';
import type { EngineLauncher, Key } from '../driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS: Record<Key, KeyInput> = { Tab: 'Tab', Enter: 'Enter', Space: ' ', Escape: 'Escape' };

export const launchFirefox: EngineLauncher = async (viewport) => {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: viewport,
  });
  const page = await browser.newPage();
  return {
    engine: 'firefox',
    version: await browser.version(),
    goto: async (url) => {
      await page.goto(url);
    },
    back: async () => {
      await page.goBack();
    },
    url: () => Promise.resolve(page.url()),
    evaluate: (expression) => page.evaluate(expression),
    click: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(KEYS[key]),
    close: () => browser.close(),
  };
};
