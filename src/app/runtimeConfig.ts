import { z } from 'zod';
import type { ConnectionSettings } from '@store/connection';
import type { CashierTrackingOptions } from './createCashier';

/**
 * The settings an operator can change without a rebuild (docs/configuration.md "Runtime
 * settings"): the standalone app reads them from `/runtime-config.json`, `<cashier-widget>` from
 * its attributes, `mountCashier` from its options. Each URL may be absolute (http or https) or a
 * path on the page's origin.
 */
export interface RuntimeConfig {
  /** The cashier API's base URL; the API paths (`/api/cashier/v1/…`) are appended. */
  apiBaseUrl?: string | undefined;
  /** `cookies` (default) or `bearer` (a token from the host's `getToken`; embedded only). */
  credentials?: 'cookies' | 'bearer' | undefined;
  /** The tracker's events endpoint, e.g. `https://events.example/api-fe-events/v1/events`. */
  eventsUrl?: string | undefined;
  /** The language files' URL template; `{{lng}}` is the language, e.g. `/i18n/{{lng}}.json`. */
  localesPath?: string | undefined;
}

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** An absolute http(s) URL or a path, resolved against `base`; no credentials, no fragment. */
const urlSetting = (base: string) =>
  z.string().transform((text, context) => {
    let url: URL;
    try {
      url = new URL(text, base);
    } catch {
      context.addIssue({ code: 'custom', message: `"${text}" is not a URL or a path` });
      return z.NEVER;
    }
    if (!isHttp(url) || url.username !== '' || url.password !== '' || url.hash !== '') {
      context.addIssue({
        code: 'custom',
        message: `"${text}" must be an http(s) URL or a path, without user, password or #fragment`,
      });
      return z.NEVER;
    }
    return url.href.replace(/\/+$/, '');
  });

function runtimeConfigSchema(base: string) {
  return z.strictObject({
    apiBaseUrl: urlSetting(base).optional(),
    credentials: z.enum(['cookies', 'bearer']).optional(),
    eventsUrl: urlSetting(base).optional(),
    localesPath: z
      .string()
      .refine((path) => path.includes('{{lng}}'), 'must contain {{lng}} where the language goes')
      .pipe(urlSetting(base))
      // `new URL` escapes the braces; the template keeps them.
      .transform((href) => href.replaceAll('%7B%7Blng%7D%7D', '{{lng}}'))
      .optional(),
  });
}

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/**
 * Checks settings from outside the code (a JSON file, attributes): every problem is named, with
 * its setting, so the operator can fix them all at once. Unknown settings are problems too: a
 * misspelt `apiBaseURL` must not silently fall back to the default back end.
 */
export function parseRuntimeConfig(input: unknown, base: string): RuntimeConfigResult {
  const result = runtimeConfigSchema(base).safeParse(input);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'the settings';
      if (issue.code === 'unrecognized_keys') {
        return `unknown setting${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      }
      return `${where}: ${issue.message}`;
    }),
  };
}

/** The parts of the cashier factory's options the settings give. */
export function runtimeOptions(config: RuntimeConfig): {
  connection: ConnectionSettings;
  tracking: Pick<CashierTrackingOptions, 'eventsOrigin' | 'eventsPath'>;
  localesPath?: string;
} {
  const events = config.eventsUrl === undefined ? undefined : new URL(config.eventsUrl);
  return {
    connection: {
      ...(config.apiBaseUrl === undefined ? {} : { apiBaseUrl: config.apiBaseUrl }),
      ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
    },
    tracking: events ? { eventsOrigin: events.origin, eventsPath: events.pathname } : {},
    ...(config.localesPath === undefined ? {} : { localesPath: config.localesPath }),
  };
}
