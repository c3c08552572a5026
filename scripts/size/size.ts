/**
 * `npm run size [-- <dist dir>]` (docs/budgets-and-benchmarks.md): measures the built app in
 * `dist/` (or the directory given, or `SIZE_DIST_DIR`) against `size-budgets.json`, prints a table
 * and exits 1 when any budget is exceeded. Run `npm run build` first; this builds nothing of the
 * app. The only build it runs is the standalone tracker without ua-parser-js, in a temp dir, with
 * the tracker benchmark's code (`tooling/bench/tracker/bundleSize.ts`), unless
 * `<dist>/tracker/tracker-lite.js` exists.
 *
 * Sizes: gzip level 9 (as the benchmark) and brotli quality 11 (information), each file compressed
 * on its own as a server would send it; groups (initial JS, CSS) are sums of their files.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { measureBundle } from '../../tooling/bench/tracker/bundleSize';
import { APP_MODULES_ATTRIBUTE } from '../../tooling/vite/startAfterPaintPlugin';
import type { Measurement, Sizes } from './budgets';
import {
  checkBudgets,
  chunkName,
  failureMessage,
  formatTable,
  parseBudgets,
  staticImports,
} from './budgets';

const root = resolve(import.meta.dirname, '../..');

function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.byteLength,
    gzip: gzipSync(content, { level: 9 }).byteLength,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }).byteLength,
  };
}

async function sizesOfFiles(files: readonly string[]): Promise<Sizes> {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(await readFile(file));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli ?? 0;
  }
  return total;
}

/** `entries` and every module they import statically, transitively (absolute paths). */
async function withStaticImports(entries: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(await readFile(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
    }
  }
  return [...seen];
}

const attributes = (tag: string): Map<string, string> =>
  new Map(
    [...tag.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((match) => [
      match[1]?.toLowerCase() ?? '',
      match[2] ?? match[3] ?? match[4] ?? '',
    ]),
  );

/**
 * What index.html loads: module scripts, the modules its starter imports, module preloads, the
 * inline page-load script (the one with `data-project-id`) and the inline boot prefetch (the other
 * inline script).
 */
function readIndexHtml(html: string, dist: string) {
  const toFile = (url: string) => join(dist, posix.normalize(`/${url.replace(/^\.?\//, '')}`));
  const scripts: string[] = [];
  let pageLoadScript: string | undefined;
  let bootScript: string | undefined;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1] ?? '');
    const src = attrs.get('src');
    if (src !== undefined) scripts.push(toFile(src));
    // The starter's modules, which it imports after the first paint (startAfterPaintPlugin.ts).
    const started = attrs.get(APP_MODULES_ATTRIBUTE);
    if (started !== undefined) scripts.push(...started.split(' ').filter(Boolean).map(toFile));
    else if (attrs.has('data-project-id')) pageLoadScript = match[2] ?? '';
    else bootScript = match[2] ?? '';
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? '');
    const href = attrs.get('href');
    if (attrs.get('rel') === 'modulepreload' && href !== undefined) scripts.push(toFile(href));
  }
  return { scripts, pageLoadScript, bootScript };
}

const filesIn = async (dir: string, extension: string): Promise<string[]> =>
  existsSync(dir)
    ? (await readdir(dir, { recursive: true }))
        .filter((name) => name.endsWith(extension))
        .map((name) => join(dir, name))
    : [];

async function measure(dist: string): Promise<{ measurements: Measurement[]; notes: string[] }> {
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  const show = (file: string) => relative(dist, file);
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} does not exist: run \`npm run build\` first.`);
  }
  const { scripts, pageLoadScript, bootScript } = readIndexHtml(
    await readFile(indexHtml, 'utf8'),
    dist,
  );

  const initial = await withStaticImports(scripts);
  measurements.push({
    kind: 'initialJs',
    files: initial.map(show),
    ...(await sizesOfFiles(initial)),
  });
  for (const file of await filesIn(join(dist, 'assets'), '.js')) {
    if (initial.includes(file)) continue;
    const sizes = sizesOf(await readFile(file));
    measurements.push({ kind: 'lazyChunk', name: chunkName(file), files: [show(file)], ...sizes });
  }
  const css = await filesIn(join(dist, 'assets'), '.css');
  measurements.push({ kind: 'css', files: css.map(show), ...(await sizesOfFiles(css)) });

  if (pageLoadScript === undefined) {
    throw new Error(`${indexHtml} has no inline page-load script (<script data-project-id>).`);
  }
  measurements.push({
    kind: 'pageLoadScript',
    files: ['index.html'],
    ...sizesOf(Buffer.from(pageLoadScript)),
  });
  if (bootScript === undefined) {
    throw new Error(`${indexHtml} has no inline boot prefetch script (<script> without src).`);
  }
  measurements.push({
    kind: 'bootScript',
    files: ['index.html'],
    ...sizesOf(Buffer.from(bootScript)),
  });

  const tracker = join(dist, 'tracker', 'tracker.js');
  if (!existsSync(tracker)) throw new Error(`${tracker} does not exist: run \`npm run build\`.`);
  measurements.push({
    kind: 'tracker',
    variant: 'withUaParser',
    files: [show(tracker)],
    ...sizesOf(await readFile(tracker)),
  });
  const lite = join(dist, 'tracker', 'tracker-lite.js');
  if (existsSync(lite)) {
    measurements.push({
      kind: 'tracker',
      variant: 'withoutUaParser',
      files: [show(lite)],
      ...sizesOf(await readFile(lite)),
    });
  } else {
    const built = await measureBundle('lite');
    measurements.push({
      kind: 'tracker',
      variant: 'withoutUaParser',
      files: ['tracker-lite.js (built in a temp dir)'],
      raw: built.minified,
      gzip: built.gzip,
    });
  }

  // The embeddable widget (vite.widget.config.ts), when the build makes it: its entry module and
  // static imports.
  const widgetDir = join(dist, 'widget');
  const widgetEntry = join(widgetDir, 'cashier-widget.js');
  if (existsSync(widgetEntry)) {
    const widgetJs = await withStaticImports([widgetEntry]);
    const widgetCss = await filesIn(widgetDir, '.css');
    measurements.push(
      { kind: 'widgetInitialJs', files: widgetJs.map(show), ...(await sizesOfFiles(widgetJs)) },
      { kind: 'widgetCss', files: widgetCss.map(show), ...(await sizesOfFiles(widgetCss)) },
    );
  } else {
    notes.push(`widget: ${show(widgetEntry)} not built, its budgets were not checked.`);
  }
  return { measurements, notes };
}

async function main(): Promise<number> {
  const dist = resolve(process.argv[2] ?? process.env.SIZE_DIST_DIR ?? join(root, 'dist'));
  const budgets = parseBudgets(
    JSON.parse(await readFile(join(root, 'size-budgets.json'), 'utf8')) as unknown,
  );
  const { measurements, notes } = await measure(dist);
  const verdicts = checkBudgets(measurements, budgets);
  console.log(`Size budgets of ${relative(process.cwd(), dist) || '.'} (KiB = 1024 bytes)\n`);
  console.log(formatTable(verdicts));
  const initial = measurements.find((measurement) => measurement.kind === 'initialJs');
  if (initial) console.log(`\nInitial JS files: ${initial.files.join(', ')}`);
  for (const note of notes) console.log(`Note: ${note}`);
  const failure = failureMessage(verdicts);
  if (failure === null) {
    console.log(`\nAll ${verdicts.length} size budgets met.`);
    return 0;
  }
  console.error(`\n${failure}`);
  return 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
