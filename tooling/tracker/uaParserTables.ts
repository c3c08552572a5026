import type { Plugin } from 'vite';

/** The ua-parser-js 1.x source module that bundlers resolve (`main` of its package.json). */
const UA_PARSER_MODULE = /[\\/]ua-parser-js[\\/]src[\\/]ua-parser\.js$/;

/**
 * Regex tables of ua-parser-js the tracker never reads: it asks only `getBrowser().name` and
 * `getDevice().type` (features/tracker/ua/uaParserJs.ts), which use the `browser` and `device`
 * tables alone.
 */
export const UNUSED_UA_PARSER_TABLES = ['cpu', 'engine', 'os'] as const;

/**
 * Empties the named regex tables of ua-parser-js 1.x's source (`cpu : [[ … ]]` → `cpu : []`), so
 * the parser answers `getCPU()`, `getEngine()` and `getOS()` with empty results and the bundle
 * drops about 2 KB gzip. Throws when a table is not found exactly once: an upgraded ua-parser-js
 * with another layout fails the build instead of shipping unstripped or broken.
 */
export function stripUaParserTables(
  source: string,
  tables: readonly string[] = UNUSED_UA_PARSER_TABLES,
): string {
  let result = source;
  for (const table of tables) {
    // A table starts at `        name : [[` and ends at the first `]` indented by exactly 8 spaces.
    const pattern = new RegExp(`\\n {8}${table} : \\[\\[[\\s\\S]*?\\n {8}\\]`, 'g');
    const matches = result.match(pattern)?.length ?? 0;
    if (matches !== 1) {
      throw new Error(
        `ua-parser-js: expected its "${table}" regex table once, found ${String(matches)}; ` +
          'update tooling/tracker/uaParserTables.ts for this version.',
      );
    }
    result = result.replace(pattern, `\n        ${table} : []`);
  }
  return result;
}

/**
 * Where ua-parser-js 1.x's source starts exporting (its enum statics, `UAParser.VERSION` first,
 * then CommonJS, AMD or a global) and where it ends.
 */
const EXPORTS_START = '\n    UAParser.VERSION = LIBVERSION;';
const SOURCE_END = "\n})(typeof window === 'object' ? window : this);";

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

/**
 * ua-parser-js 1.x's source as an ES module whose default export is `UAParser`. Its universal
 * module ending is replaced: the enum statics the tracker never reads (`UAParser.VERSION`,
 * `UAParser.BROWSER`, …), the CommonJS, AMD and `window.UAParser` exports, and the block that
 * adds a `ua` property to the host page's jQuery or Zepto (parsing the user agent as the script
 * loads). So a page's globals are never touched, and the bundle needs no CommonJS wrapper (about
 * 400 B gzip with the jQuery block). Throws when the source's layout is not the one expected.
 */
export function uaParserAsEsModule(source: string): string {
  if (occurrences(source, EXPORTS_START) !== 1 || occurrences(source, SOURCE_END) !== 1) {
    throw new Error(
      'ua-parser-js: its export block or closing line is not where expected; ' +
        'update tooling/tracker/uaParserTables.ts for this version.',
    );
  }
  const start = source.indexOf(EXPORTS_START);
  const end = source.indexOf(SOURCE_END);
  if (end < start) throw new Error('ua-parser-js: its export block is after its closing line.');
  return [
    'var UAParserExport;',
    source.slice(0, start),
    '\n    UAParserExport = UAParser;',
    "\n})(typeof window === 'object' ? window : undefined);",
    '\nexport default UAParserExport;\n',
  ].join('');
}

/**
 * Vite plugin applying {@link stripUaParserTables} and {@link uaParserAsEsModule} to ua-parser-js
 * when it is bundled.
 */
export function uaParserTablesPlugin(): Plugin {
  return {
    name: 'tracker-ua-parser-tables',
    transform(code, id) {
      if (!UA_PARSER_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: uaParserAsEsModule(stripUaParserTables(code)), map: null };
    },
  };
}
