import type { PrefetchRequest } from '@/lib/prefetch';

/**
 * Where the standalone app reads its runtime settings (src/app/runtimeConfig.ts,
 * docs/configuration.md); a 404 means "none: the defaults".
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The settings the file may hold (src/app/runtimeConfig.ts checks each). */
export const RUNTIME_SETTING_NAMES: readonly string[] = [
  'apiBaseUrl',
  'credentials',
  'eventsUrl',
  'localesPath',
  'verificationUrl',
  'responsibleGamblingUrl',
  'supportEmail',
  'supportUrl',
];

/**
 * The request for the settings file, the same from the boot prefetch and from the app, so the app
 * takes over the early answer (src/lib/prefetch.ts).
 */
export function runtimeConfigRequest(win: Window = window): PrefetchRequest {
  return {
    url: new URL(RUNTIME_CONFIG_PATH, win.location.href).href,
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  };
}

/**
 * What the boot prefetch needs of the settings, read without the app's checks (they run when the
 * app starts, and stop it when the file is wrong): the API base URL as the app will resolve it,
 * or `null` when the boot requests cannot be known (bearer tokens come from a host page).
 */
export function bootApiBaseUrl(settings: unknown, win: Window = window): string | undefined | null {
  if (typeof settings !== 'object' || settings === null) return undefined;
  // Read as a record: an absent setting reads `undefined` (fewer bytes in every page than `in`).
  const { apiBaseUrl, credentials } = settings as Record<string, unknown>;
  // A setting the app does not know stops it (src/app/runtimeConfig.ts): nothing to ask early.
  if (Object.keys(settings).some((key) => !RUNTIME_SETTING_NAMES.includes(key))) return null;
  if (credentials === 'bearer') return null;
  if (typeof apiBaseUrl !== 'string') return undefined;
  // Not a URL: this throws, and the boot script asks nothing early (the app names the problem).
  return new URL(apiBaseUrl, win.location.href).href.replace(/\/+$/, '');
}
