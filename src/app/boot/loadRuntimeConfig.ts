import { takePrefetched } from '@/lib/prefetch';
import type { RuntimeConfigResult } from '../runtimeConfig';
import { parseRuntimeConfig } from '../runtimeConfig';
import { RUNTIME_CONFIG_PATH, runtimeConfigRequest } from './runtimeConfigRequest';

/**
 * The standalone app's runtime settings from {@link RUNTIME_CONFIG_PATH}, checked. No file (404) is
 * no settings: the build's defaults. A file that cannot be read or is wrong stops the app with the
 * problems named: starting against the default back end instead of the operator's would be worse.
 */
export async function loadRuntimeConfig(win: Window = window): Promise<RuntimeConfigResult> {
  const { url, headers, credentials } = runtimeConfigRequest(win);
  const request = new Request(url, { headers, credentials });
  let response: Response;
  try {
    response = await (takePrefetched(request)?.catch(() => fetch(request)) ?? fetch(request));
  } catch {
    return { ok: false, problems: [`${RUNTIME_CONFIG_PATH} could not be loaded (network error).`] };
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
