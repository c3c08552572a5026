/** docs/openapi.json's exact text: the document, formatted with the repo's Prettier settings. Node only. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApi } from './buildOpenApi';

// From a path, not `new URL(…)`: tests in a DOM environment replace the global URL.
export const OPENAPI_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../docs/openapi.json',
);

export async function renderOpenApi(): Promise<string> {
  const options = (await resolveConfig(OPENAPI_PATH)) ?? {};
  return format(JSON.stringify(buildOpenApi()), { ...options, parser: 'json' });
}
