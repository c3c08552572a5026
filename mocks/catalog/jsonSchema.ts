/**
 * The JSON Schema of the catalog file (mocks/catalog.schema.json), generated from the zod schema so
 * editors offer completion and inline errors. Node only (formats with Prettier, like the repo).
 */
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { fieldOptionSchema } from '@contract/payments/fields';
import { catalogSchema } from './schema';

export const CATALOG_SCHEMA_PATH = fileURLToPath(
  new URL('../catalog.schema.json', import.meta.url),
);

export const CATALOG_SCHEMA_ID = 'https://casino-cashier.example/mocks/catalog.schema.json';

/** The catalog's JSON Schema (draft 2020-12) as an object. */
export function catalogJsonSchema(): Record<string, unknown> {
  // Names the recursive option type's $def (briefly: the registry is global, the schema shared).
  const named = !z.globalRegistry.has(fieldOptionSchema);
  if (named) z.globalRegistry.add(fieldOptionSchema, { id: 'FieldOption' });
  try {
    const { $schema, title, description, ...generated } = z.toJSONSchema(catalogSchema, {
      target: 'draft-2020-12',
      // The file is input to `parseCatalog`: describe what it accepts, not what parsing returns.
      io: 'input',
    });
    return { $schema, $id: CATALOG_SCHEMA_ID, title, description, ...generated };
  } finally {
    if (named) z.globalRegistry.remove(fieldOptionSchema);
  }
}

/** The file's exact text: the schema as JSON, formatted with the repo's Prettier settings. */
export async function renderCatalogJsonSchema(): Promise<string> {
  const options = (await resolveConfig(CATALOG_SCHEMA_PATH)) ?? {};
  return format(JSON.stringify(catalogJsonSchema()), { ...options, parser: 'json' });
}
