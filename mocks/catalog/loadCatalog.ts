/**
 * Loads the catalog for the Node mock server (`npm start`): the file named by CASHIER_CATALOG
 * (relative to the working directory) or mocks/catalog.json. Node only.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJsonText } from './jsonSyntax';
import { parseCatalog } from './parseCatalog';
import type { Catalog } from './schema';

export const DEFAULT_CATALOG_PATH = fileURLToPath(new URL('../catalog.json', import.meta.url));

/** The absolute path of the catalog to load, from CASHIER_CATALOG or the default file. */
export function catalogPath(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.CASHIER_CATALOG?.trim();
  return configured ? resolve(configured) : DEFAULT_CATALOG_PATH;
}

export interface LoadedCatalog {
  catalog: Catalog;
  path: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads and validates a catalog file. Throws an Error whose message names the file and lists every
 * problem (one per line, each with its JSON path) when it cannot be read, parsed or validated.
 */
export async function loadCatalog(path: string = catalogPath()): Promise<LoadedCatalog> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the cashier catalog ${path}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  const json = parseJsonText(text);
  if (!json.ok) {
    const list = json.errors
      .map(({ line, column, message }) => `  - line ${line}, column ${column}: ${message}`)
      .join('\n');
    throw new Error(`The cashier catalog ${path} is not valid JSON:\n${list}`);
  }
  const parsed = parseCatalog(json.value);
  if (!parsed.ok) {
    const list = parsed.problems.map((problem) => `  - ${problem}`).join('\n');
    throw new Error(`The cashier catalog ${path} is invalid:\n${list}`);
  }
  return { catalog: parsed.catalog, path };
}
