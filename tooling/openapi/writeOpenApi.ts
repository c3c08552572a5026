/** `npm run openapi`: regenerates docs/openapi.json from the zod wire schemas. */
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { OPENAPI_PATH, renderOpenApi } from './renderOpenApi';

await writeFile(OPENAPI_PATH, await renderOpenApi(), 'utf8');
console.log(`Wrote ${relative(process.cwd(), OPENAPI_PATH)}`);
