import type { ParsedUserAgent } from '../types';

/** Browsers told apart by the lite parser, checked in this order (first match wins). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdgA?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bMobile\/\w+ Safari\//, 'Mobile Safari'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/**
 * A tiny regex user-agent parser for the lite build (no ua-parser-js): device type `'tablet'`
 * for iPad/tablet user agents and Android without "Mobile", `'mobile'` for other
 * `Mobi|Android|iPhone` user agents, none for desktops; a browser name for the common browsers
 * (named like ua-parser-js names them). Less precise than ua-parser-js (e.g. iPadOS that
 * reports itself as macOS is `'web'`).
 */
export function parseUserAgentSimply(userAgent: string): ParsedUserAgent {
  const result: ParsedUserAgent = {};
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobi/i.test(userAgent))) {
    result.deviceType = 'tablet';
  } else if (/Mobi|Android|iPhone/i.test(userAgent)) {
    result.deviceType = 'mobile';
  }
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  if (browser !== undefined) result.browser = browser[1];
  return result;
}
