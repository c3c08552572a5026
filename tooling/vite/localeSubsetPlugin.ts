/**
 * Build tooling (Node): serves a subset of a locale file for an import with a query, such as
 * `import en from './locales/en.json?first-screen'` (common/i18n/index.ts). The subset keeps only the
 * listed dot paths (common/i18n/firstScreenTexts.ts), each whole, as the module's default export.
 * Active in builds, `npm run dev` and Vitest alike.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

export interface LocaleSubsetOptions {
  /** The import query naming the subset, without `?` (`first-screen`). */
  query: string;
  /** Dot paths kept, each with everything under it (`payments.methods`). */
  keep: readonly string[];
}

interface Texts {
  [key: string]: string | Texts;
}

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The texts under `keep` (dot paths), in the file's order. Throws on a path the texts lack, so a
 * renamed group cannot silently drop texts from the subset.
 */
export function pickTexts(texts: Texts, keep: readonly string[]): Texts {
  const subset: Texts = {};
  for (const path of keep) {
    const parts = path.split('.');
    let source: string | Texts = texts;
    let target = subset;
    parts.forEach((part, index) => {
      const next: string | Texts | undefined = isTexts(source) ? source[part] : undefined;
      if (next === undefined) throw new Error(`Locale subset: no texts at "${path}".`);
      if (index === parts.length - 1) {
        target[part] = next;
      } else {
        const existing = target[part];
        const child: Texts = isTexts(existing) ? existing : {};
        target[part] = child;
        target = child;
      }
      source = next;
    });
  }
  return orderLike(texts, subset);
}

/** `subset` with its keys in `texts`' order at every level (stable output, readable diffs). */
function orderLike(texts: Texts, subset: Texts): Texts {
  const ordered: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const picked = subset[key];
    if (picked === undefined) continue;
    ordered[key] = isTexts(value) && isTexts(picked) ? orderLike(value, picked) : picked;
  }
  return ordered;
}

/**
 * The plugin. The import resolves to a module id of its own (not `….json?…`, which Vite's JSON
 * handling would claim), whose code is the subset as an object literal.
 */
export function localeSubsetPlugin({ query, keep }: LocaleSubsetOptions): Plugin {
  const suffix = `.json?${query}`;
  // `\0locale-subset:/…/en.json:first-screen`: ends neither in `.json` nor in a query.
  const prefix = '\0locale-subset:';
  const ending = `:${query}`;
  return {
    name: 'cashier-locale-subset',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const file = await this.resolve(source.slice(0, -`?${query}`.length), importer, {
        skipSelf: true,
      });
      return file ? prefix + file.id + ending : null;
    },
    async load(id) {
      if (!id.startsWith(prefix) || !id.endsWith(ending)) return null;
      const file = id.slice(prefix.length, -ending.length);
      this.addWatchFile(file);
      const texts: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!isTexts(texts)) throw new Error(`Locale subset: ${file} is not an object of texts.`);
      return `export default ${JSON.stringify(pickTexts(texts, keep))};\n`;
    },
  };
}
