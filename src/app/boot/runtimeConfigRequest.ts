import type { PrefetchRequest } from '@common/lib/prefetch';
import { parseRuntimeConfig } from '../runtimeConfig';

/**
 * Where the standalone app reads its runtime settings (src/app/runtimeConfig.ts,
 * docs/configuration.md); a 404 means "none: the defaults".
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * The request for the settings file, the same from the boot prefetch and from the app, so the app
 * takes over the early answer (common/lib/prefetch.ts).
 */
export function runtimeConfigRequest(win: Window = window): PrefetchRequest {
  return {
    url: new URL(RUNTIME_CONFIG_PATH, win.location.href).href,
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  };
}

/**
 * What the boot prefetch needs of the settings: the API base URL as the app will use it, checked
 * by the app's own check (src/app/runtimeConfig.ts), so settings the app rejects ask nothing early.
 * `undefined`: no API base URL set (the build's); `null`: nothing to ask early (settings the app
 * rejects, or bearer tokens, which come from a host page).
 */
export function bootApiBaseUrl(settings: unknown, win: Window = window): string | undefined | null {
  const checked = parseRuntimeConfig(settings, win.location.href);
  if (!checked.ok || checked.config.credentials === 'bearer') return null;
  return checked.config.apiBaseUrl;
}
