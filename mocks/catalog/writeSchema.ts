/** `npm run catalog:schema`: regenerates mocks/catalog.schema.json from the zod catalog schema. */
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { CATALOG_SCHEMA_PATH, renderCatalogJsonSchema } from './jsonSchema';

await writeFile(CATALOG_SCHEMA_PATH, await renderCatalogJsonSchema(), 'utf8');
console.log(`Wrote ${relative(process.cwd(), CATALOG_SCHEMA_PATH)}`);
