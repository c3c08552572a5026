/**
 * Size budgets (docs/budgets-and-benchmarks.md), the pure part of `npm run size`: what a budget
 * file says, which budget each measured file falls under, and the verdicts. No file system, no
 * build.
 */
import { z } from 'zod';

/** 1 KiB: every budget is written in KiB (1024 bytes), like the tracker benchmark's targets. */
export const KIB = 1024;

const kibLimit = z.number().positive();

const budgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  initialJs: kibLimit,
  lazyChunk: z.strictObject({ default: kibLimit, named: z.record(z.string(), kibLimit) }),
  tracker: z.strictObject({ withUaParser: kibLimit, withoutUaParser: kibLimit }),
  pageLoadScript: kibLimit,
  bootScript: kibLimit,
  css: kibLimit,
  widget: z.strictObject({ initialJs: kibLimit, css: kibLimit }),
});

/** Reads the budget file's JSON; throws naming every wrong or missing entry. */
export function parseBudgets(json: unknown): Budgets {
  const parsed = budgetsSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(['size-budgets.json is not a valid budget file:', ...problems].join('\n'));
  }
  return parsed.data;
}

/** Which size of a file a budget limits. */
export type Metric = 'gzip' | 'minified';

/** The budget file (`size-budgets.json`); every limit in KiB. */
export interface Budgets {
  /** JS that index.html loads or preloads (the deposit route's first screen), gzip, summed. */
  initialJs: number;
  /** Every chunk loaded on demand (gzip): `default`, or the limit of its name in `named`. */
  lazyChunk: { default: number; named: Record<string, number> };
  /** The standalone tracker ES module, gzip, with and without ua-parser-js. */
  tracker: { withUaParser: number; withoutUaParser: number };
  /** The inline page-load script, minified bytes as inlined into index.html. */
  pageLoadScript: number;
  /** The inline boot prefetch (src/app/boot), minified bytes as inlined into index.html. */
  bootScript: number;
  /** All CSS files of the app, gzip, summed. */
  css: number;
  /** The embeddable widget (`dist/widget/`), when built: its initial JS and its CSS, gzip. */
  widget: { initialJs: number; css: number };
}

/** Sizes of one file (or of a group of files, summed), in bytes. */
export interface Sizes {
  raw: number;
  gzip: number;
  /** For information; absent when not measured. */
  brotli?: number;
}

/** One thing `npm run size` measured, named by what it is. */
export type Measurement = Sizes & { files: readonly string[] } & (
    | {
        kind:
          'initialJs' | 'css' | 'widgetInitialJs' | 'widgetCss' | 'pageLoadScript' | 'bootScript';
      }
    | { kind: 'tracker'; variant: 'withUaParser' | 'withoutUaParser' }
    | { kind: 'lazyChunk'; name: string }
  );

/** The verdict on one measurement or one budget entry. */
export interface Verdict {
  label: string;
  metric: Metric;
  /** The measured size in bytes (of `metric`); `null` when nothing matched a named budget. */
  size: number | null;
  /** The limit in bytes. */
  limit: number;
  ok: boolean;
  /** Brotli bytes, for information (not budgeted). */
  brotli?: number;
  note?: string;
}

/** The file name without its content hash and extension: `PaymentForm-DSeKHZSC.js` → `PaymentForm`. */
export function chunkName(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1).replace(/\.(m?js|css)$/, '');
  return base.replace(/-[A-Za-z0-9_-]{8}$/, '');
}

/**
 * The modules a bundled ES module imports statically: the `import … from "x"` / `import "x"`
 * statements the bundler writes at its top, and `export … from "x"` re-exports. Dynamic
 * `import("x")` calls (lazy chunks) are not included.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const leading = /^\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"']+)\1\s*;?/;
  // Vite writes its preload map (`const __vite__mapDeps=…`) on the first line, before the imports.
  let rest = code.replace(/^#!.*\n/, '').replace(/^const __vite__mapDeps=.*\n/, '');
  for (let match = leading.exec(rest); match; match = leading.exec(rest)) {
    found.push(match[2] ?? '');
    rest = rest.slice(match[0].length);
  }
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[\w$\s,]*\})\s*from\s*(["'])([^"']+)\1/g)) {
    found.push(match[2] ?? '');
  }
  return [...new Set(found)];
}

const budgetOf = (budgets: Budgets, measurement: Measurement): [string, number, Metric] => {
  switch (measurement.kind) {
    case 'initialJs':
      return ['initial JS of the deposit route', budgets.initialJs, 'gzip'];
    case 'css':
      return ['CSS, all files', budgets.css, 'gzip'];
    case 'widgetInitialJs':
      return ['widget: initial JS', budgets.widget.initialJs, 'gzip'];
    case 'widgetCss':
      return ['widget: CSS', budgets.widget.css, 'gzip'];
    case 'pageLoadScript':
      return ['inline page-load script', budgets.pageLoadScript, 'minified'];
    case 'bootScript':
      return ['inline boot prefetch script', budgets.bootScript, 'minified'];
    case 'tracker':
      return measurement.variant === 'withUaParser'
        ? ['standalone tracker, with ua-parser-js', budgets.tracker.withUaParser, 'gzip']
        : ['standalone tracker, without ua-parser-js', budgets.tracker.withoutUaParser, 'gzip'];
    case 'lazyChunk': {
      const named = budgets.lazyChunk.named[measurement.name];
      return [
        `lazy chunk ${measurement.files.join(', ')}`,
        named ?? budgets.lazyChunk.default,
        'gzip',
      ];
    }
  }
};

/**
 * Checks every measurement against its budget (limits in KiB, sizes in bytes; a size equal to the
 * limit is within it). A named lazy-chunk budget that matches no chunk fails too: the chunk was
 * renamed or merged, and the budget file must follow.
 */
export function checkBudgets(measurements: readonly Measurement[], budgets: Budgets): Verdict[] {
  const verdicts: Verdict[] = measurements.map((measurement) => {
    const [label, limitKib, metric] = budgetOf(budgets, measurement);
    const size = metric === 'gzip' ? measurement.gzip : measurement.raw;
    const limit = Math.round(limitKib * KIB);
    const verdict: Verdict = { label, metric, size, limit, ok: size <= limit };
    if (measurement.brotli !== undefined) verdict.brotli = measurement.brotli;
    return verdict;
  });
  const chunkNames = new Set(
    measurements.flatMap((measurement) =>
      measurement.kind === 'lazyChunk' ? [measurement.name] : [],
    ),
  );
  for (const [name, limitKib] of Object.entries(budgets.lazyChunk.named)) {
    if (chunkNames.has(name)) continue;
    verdicts.push({
      label: `lazy chunk ${name}`,
      metric: 'gzip',
      size: null,
      limit: Math.round(limitKib * KIB),
      ok: false,
      note: `no chunk is named "${name}": rename or remove its budget in size-budgets.json`,
    });
  }
  return verdicts;
}

const kib = (bytes: number): string => `${(bytes / KIB).toFixed(2)} KiB`;

/** The verdicts as a Markdown table: what, size, brotli (information), budget, ok / OVER. */
export function formatTable(verdicts: readonly Verdict[]): string {
  const rows = verdicts.map((verdict) => [
    verdict.label,
    verdict.size === null
      ? 'not found'
      : verdict.metric === 'gzip'
        ? `${kib(verdict.size)} gzip`
        : `${verdict.size} B minified`,
    verdict.brotli === undefined || verdict.metric !== 'gzip' ? '' : kib(verdict.brotli),
    verdict.metric === 'gzip' ? kib(verdict.limit) : `${verdict.limit} B`,
    verdict.ok ? 'ok' : 'OVER',
  ]);
  const header = ['what', 'size', 'brotli', 'budget', 'verdict'];
  const widths = header.map((title, col) =>
    Math.max(title.length, ...rows.map((row) => row[col]?.length ?? 0)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The failure message for the verdicts over budget, or `null` when every budget is met. */
export function failureMessage(verdicts: readonly Verdict[]): string | null {
  const over = verdicts.filter((verdict) => !verdict.ok);
  if (over.length === 0) return null;
  const lines = over.map((verdict) =>
    verdict.size === null
      ? `  - ${verdict.label}: ${verdict.note ?? 'not found'}`
      : `  - ${verdict.label}: ${verdict.metric === 'gzip' ? kib(verdict.size) : `${verdict.size} B`} > ${verdict.metric === 'gzip' ? kib(verdict.limit) : `${verdict.limit} B`} (${verdict.metric}, over by ${verdict.size - verdict.limit} B)`,
  );
  return [
    `Size budget exceeded (${over.length} of ${verdicts.length}):`,
    ...lines,
    'Split the code out (docs/budgets-and-benchmarks.md), or raise the budget in size-budgets.json with a reason in the commit.',
  ].join('\n');
}
