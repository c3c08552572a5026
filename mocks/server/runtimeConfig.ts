/**
 * `/runtime-config.json` as `npm start` serves it: the build's file (`public/runtime-config.json`,
 * `{}` by default) over the mock operator's own settings, so the demo offers the operator's ways
 * to reach support on its support page (docs/configuration.md). Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { RUNTIME_CONFIG_FILE } from './csp';

/** The mock operator's settings: its support email and support page (https, never fetched). */
export const MOCK_OPERATOR_SETTINGS = {
  supportEmail: 'support@casino.example',
  supportUrl: 'https://casino.example/support',
} as const;

/**
 * Answers the settings file: the build's settings win over the mock operator's. A file that is not
 * a JSON object is left to the static files, so the app names its problem as it would in production
 * (`npm start` refuses to start with one that is not JSON at all, ./csp.ts).
 */
export function runtimeConfigRoute(distDir: string): RequestHandler {
  return (_req, res, next) => {
    const file = join(distDir, RUNTIME_CONFIG_FILE);
    let own: unknown = {};
    if (existsSync(file)) {
      try {
        own = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        next();
        return;
      }
    }
    if (typeof own !== 'object' || own === null || Array.isArray(own)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ ...MOCK_OPERATOR_SETTINGS, ...own });
  };
}
