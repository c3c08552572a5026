// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { PAGE_MODULE_ATTRIBUTE, preloadPageModule } from './pageModule';

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.replaceChildren();
});

it('downloads the page chunk the starter names, once, without running it', () => {
  const starter = document.createElement('script');
  starter.setAttribute(PAGE_MODULE_ATTRIBUTE, '/assets/cashier-AbC.js');
  document.head.append(starter);
  preloadPageModule();
  preloadPageModule();
  expect(preloads()).toEqual(['/assets/cashier-AbC.js']);
  expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
});

it('does nothing on a page that names no page chunk (the widget, tests)', () => {
  preloadPageModule();
  expect(preloads()).toEqual([]);
});
