import { takePrefetched } from '@common/lib/prefetch';
import type { RuntimeConfigResult } from '../runtimeConfig';
import { parseRuntimeConfig } from '../runtimeConfig';
import { RUNTIME_CONFIG_PATH, runtimeConfigRequest } from './runtimeConfigRequest';

/** How long the settings file may take, answer and body, before the app says it cannot start. */
export const RUNTIME_CONFIG_TIMEOUT_MS = 10_000;

/** The settings as loaded: checked, or why not; `stalled` when the file did not come in time. */
export type LoadedRuntimeConfig =
  RuntimeConfigResult | { ok: false; stalled: true; problems: string[] };

/**
 * The standalone app's runtime settings from {@link RUNTIME_CONFIG_PATH}, checked. No file (404) is
 * no settings: the build's defaults. A file that cannot be read or is wrong stops the app with the
 * problems named: starting against the default back end instead of the operator's would be worse.
 * One that has not come within `timeoutMs` ({@link RUNTIME_CONFIG_TIMEOUT_MS}) is `stalled`: the
 * app says so with a way to try again (src/app/boot/startSettings.ts) instead of leaving its
 * placeholder on screen for ever, and a late answer is not read.
 */
export async function loadRuntimeConfig(
  win: Window = window,
  timeoutMs = RUNTIME_CONFIG_TIMEOUT_MS,
): Promise<LoadedRuntimeConfig> {
  const attempt = { givenUp: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<LoadedRuntimeConfig>((resolve) => {
    timer = setTimeout(() => {
      attempt.givenUp = true;
      resolve({
        ok: false,
        stalled: true,
        problems: [`${RUNTIME_CONFIG_PATH} did not answer within ${String(timeoutMs / 1000)} s.`],
      });
    }, timeoutMs);
  });
  try {
    return await Promise.race([readRuntimeConfig(win, attempt), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

async function readRuntimeConfig(
  win: Window,
  attempt: { givenUp: boolean },
): Promise<RuntimeConfigResult> {
  const { url, headers, credentials } = runtimeConfigRequest(win);
  const request = new Request(url, { headers, credentials });
  let response: Response;
  try {
    response = await (takePrefetched(request)?.catch(() => fetch(request)) ?? fetch(request));
  } catch {
    return { ok: false, problems: [`${RUNTIME_CONFIG_PATH} could not be loaded (network error).`] };
  }
  // An answer that comes once the app gave up on it (and maybe asked again) is not read: its body
  // is let go, so its connection is free.
  if (attempt.givenUp) {
    void response.body?.cancel().catch(() => undefined);
    return { ok: false, problems: [] };
  }
  if (response.status === 404) return { ok: true, config: {} };
  if (!response.ok) {
    return { ok: false, problems: [`${RUNTIME_CONFIG_PATH} answered HTTP ${response.status}.`] };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, problems: [`${RUNTIME_CONFIG_PATH} is not JSON.`] };
  }
  const result = parseRuntimeConfig(json, win.location.href);
  if (result.ok && result.config.credentials === 'bearer') {
    return {
      ok: false,
      problems: [
        'credentials: "bearer" needs a host page that gives the tokens: embed the cashier with mountCashier or <cashier-widget> (docs/embedding.md).',
      ],
    };
  }
  return result;
}
