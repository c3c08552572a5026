import {
  OPERATOR_SETTINGS,
  OPERATOR_SETTING_KEYS,
  type OperatorSettingKey,
  type SettingCheckKind,
} from '@contract/settings';
import type { ConnectionSettings } from '@store/connection';
import { isPlainEmail } from '@common/lib/email';
import { checkServerUrl, urlPolicyFor } from '@common/lib/urlPolicy';
import type { CashierTrackingOptions } from './createCashier';

/**
 * The settings an operator can change without a rebuild (the table of contract/settings.ts,
 * docs/configuration.md): the standalone app reads them from `/runtime-config.json`, `<cashier-widget>` from
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
  /**
   * The operator's identity-verification page, linked by the cashier when the player's check
   * holds a payment back (shown only under the page's URL policy: https on an https page).
   */
  verificationUrl?: string | undefined;
  /**
   * The operator's responsible-gambling page, linked when deposits are blocked by a cool-off or a
   * self-exclusion (shown under the same URL policy).
   */
  responsibleGamblingUrl?: string | undefined;
  /** The operator's support email, offered on the support page as a `mailto:` link. */
  supportEmail?: string | undefined;
  /**
   * The operator's support page (help centre, contact form), linked from the support page; https
   * (http only on an http page) under the URL policy (common/lib/urlPolicy.ts).
   */
  supportUrl?: string | undefined;
}

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** An absolute http(s) URL or a path, resolved against `base`; no credentials, no fragment. */
function resolveUrl(text: string, base: string): URL | null {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  const clean = isHttp(url) && url.username === '' && url.password === '' && url.hash === '';
  return clean ? url : null;
}

/** One setting's check: its value as the cashier uses it, or what is wrong with it. */
type SettingCheck = (value: unknown, base: string) => { value: string } | { problem: string };

const URL_PROBLEM = 'must be an http(s) URL or a path, without user, password or #fragment';

const urlSetting: SettingCheck = (value, base) => {
  const url = typeof value === 'string' ? resolveUrl(value, base) : null;
  return url ? { value: url.href.replace(/\/+$/, '') } : { problem: URL_PROBLEM };
};

const SUPPORT_URL_PROBLEM =
  'must be an https URL (http only on an http page) or a path, without user or password';

/**
 * A page the player opens: an absolute URL or a path on the page's origin, then the URL policy of
 * the page (common/lib/urlPolicy.ts: https on an https page, nothing hidden in the text). A path is
 * written out on the page's origin as it is, so the policy sees every character the operator wrote.
 */
const pageLinkSetting: SettingCheck = (value, base) => {
  if (typeof value !== 'string') return { problem: SUPPORT_URL_PROBLEM };
  const page = new URL(base);
  const absolute = value.startsWith('/') && !value.startsWith('//') ? page.origin + value : value;
  const verdict = checkServerUrl(absolute, urlPolicyFor(page.protocol));
  return verdict.ok ? { value: verdict.url.href } : { problem: SUPPORT_URL_PROBLEM };
};

/**
 * Every check a setting may name (contract/settings.ts): an explicit registry (plain checks, not a
 * schema library: this code is on the first screen and a few settings do not pay for zod's object,
 * pipe and enum parsers).
 */
const CHECKS = {
  url: urlSetting,
  credentials: (value) =>
    value === 'cookies' || value === 'bearer'
      ? { value }
      : { problem: 'must be "cookies" or "bearer"' },
  languageTemplate: (value, base) => {
    if (typeof value !== 'string' || !value.includes('{{lng}}')) {
      return { problem: 'must contain {{lng}} where the language goes' };
    }
    const checked = urlSetting(value, base);
    // `new URL` escapes the braces; the template keeps them.
    return 'value' in checked
      ? { value: checked.value.replaceAll('%7B%7Blng%7D%7D', '{{lng}}') }
      : checked;
  },
  email: (value) =>
    isPlainEmail(value)
      ? { value }
      : { problem: 'must be a plain email address, such as support@casino.example' },
  pageLink: pageLinkSetting,
} as const satisfies Record<SettingCheckKind, SettingCheck>;

/** The table's keys are the settings of {@link RuntimeConfig}, and no others (checked by tsc). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type SettingName =
  Same<OperatorSettingKey, keyof RuntimeConfig> extends true ? OperatorSettingKey : never;

const isSettingName = (name: string): name is SettingName => Object.hasOwn(OPERATOR_SETTINGS, name);

/** The names of the settings (the boot prefetch keeps its own list: a test pins it). */
export function runtimeSettingNames(): string[] {
  return [...OPERATOR_SETTING_KEYS];
}

export type RuntimeConfigResult =
  | {
      ok: true;
      config: RuntimeConfig;
      /** Ignorable settings with a wrong value, left out of `config`: each named with its problem. */
      ignored?: string[];
    }
  | { ok: false; problems: string[] };

/**
 * Checks settings from outside the code (a JSON file, attributes): every problem is named, with
 * its setting, so the operator can fix them all at once. Unknown settings are problems too: a
 * misspelt `apiBaseURL` must not silently fall back to the default back end. `undefined` values
 * are unset.
 */
export function parseRuntimeConfig(input: unknown, base: string): RuntimeConfigResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: ['the settings: must be a JSON object'] };
  }
  const config: Record<string, string> = {};
  const problems: string[] = [];
  const ignored: string[] = [];
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (!isSettingName(name)) {
      unknown.push(name);
      continue;
    }
    if (value === undefined) continue;
    // The settings the cashier works without (the ways to reach support): a wrong one is left out
    // and named in `ignored` (the operator is told, {@link logIgnoredSettings}) instead of
    // stopping the cashier: the player keeps the cashier and every other way to reach support.
    const { check, ignorable } = OPERATOR_SETTINGS[name];
    const checked = CHECKS[check](value, base);
    if (!('problem' in checked)) config[name] = checked.value;
    else (ignorable ? ignored : problems).push(`${name}: ${checked.problem}`);
  }
  if (unknown.length > 0) {
    problems.push(`unknown setting${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  }
  // A cashier that cannot start names every problem, the ignorable ones too: all fixed at once.
  if (problems.length > 0) return { ok: false, problems: [...problems, ...ignored] };
  return ignored.length > 0 ? { ok: true, config, ignored } : { ok: true, config };
}

/** Tells the operator which settings were left out (`source`: where they came from). */
export function logIgnoredSettings(source: string, ignored: readonly string[] | undefined): void {
  for (const problem of ignored ?? []) {
    console.error(`${source}: ${problem}. The setting is ignored; the cashier works without it.`);
  }
}

/** The parts of the cashier factory's options the settings give. */
export function runtimeOptions(config: RuntimeConfig): {
  connection: ConnectionSettings;
  tracking: Pick<CashierTrackingOptions, 'eventsOrigin' | 'eventsPath'>;
  localesPath?: string;
  verificationUrl?: string;
  responsibleGamblingUrl?: string;
  supportEmail?: string;
  supportUrl?: string;
} {
  const events = config.eventsUrl === undefined ? undefined : new URL(config.eventsUrl);
  return {
    connection: {
      ...(config.apiBaseUrl === undefined ? {} : { apiBaseUrl: config.apiBaseUrl }),
      ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
    },
    tracking: events ? { eventsOrigin: events.origin, eventsPath: events.pathname } : {},
    ...(config.localesPath === undefined ? {} : { localesPath: config.localesPath }),
    ...(config.verificationUrl === undefined ? {} : { verificationUrl: config.verificationUrl }),
    ...(config.responsibleGamblingUrl === undefined
      ? {}
      : { responsibleGamblingUrl: config.responsibleGamblingUrl }),
    ...(config.supportEmail === undefined ? {} : { supportEmail: config.supportEmail }),
    ...(config.supportUrl === undefined ? {} : { supportUrl: config.supportUrl }),
  };
}
