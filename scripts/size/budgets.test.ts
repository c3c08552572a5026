// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Budgets, Measurement } from './budgets';
import {
  KIB,
  checkBudgets,
  chunkName,
  failureMessage,
  formatTable,
  parseBudgets,
  staticImports,
} from './budgets';

const BUDGETS: Budgets = {
  initialJs: 150,
  lazyChunk: { default: 8, named: { PaymentForm: 20 } },
  tracker: { withUaParser: 12, withoutUaParser: 6 },
  pageLoadScript: 1,
  bootScript: 3,
  css: 8,
  widget: { initialJs: 150, css: 8 },
};

const sized = (gzip: number, raw = gzip * 3) => ({ raw, gzip, brotli: Math.round(gzip * 0.9) });

function measurements(overrides: {
  initialGzip?: number;
  formGzip?: number;
  pageLoad?: number;
  boot?: number;
}) {
  return [
    {
      kind: 'initialJs',
      files: ['assets/index-AbCdEfGh.js'],
      ...sized(overrides.initialGzip ?? 140 * KIB),
    },
    {
      kind: 'lazyChunk',
      name: 'PaymentForm',
      files: ['assets/PaymentForm-AbCdEfGh.js'],
      ...sized(overrides.formGzip ?? 10 * KIB),
    },
    {
      kind: 'lazyChunk',
      name: 'IbanField',
      files: ['assets/IbanField-AbCdEfGh.js'],
      ...sized(4 * KIB),
    },
    { kind: 'css', files: ['assets/index-AbCdEfGh.css'], ...sized(6 * KIB) },
    { kind: 'pageLoadScript', files: ['index.html'], raw: overrides.pageLoad ?? 987, gzip: 600 },
    { kind: 'bootScript', files: ['index.html'], raw: overrides.boot ?? 2400, gzip: 1100 },
    {
      kind: 'tracker',
      variant: 'withUaParser',
      files: ['tracker/tracker.js'],
      ...sized(11.6 * KIB),
    },
    {
      kind: 'tracker',
      variant: 'withoutUaParser',
      files: ['tracker-lite.js'],
      raw: 12_000,
      gzip: 4600,
    },
  ] satisfies Measurement[];
}

describe('checkBudgets', () => {
  it('passes sizes within their budgets, a size equal to its limit included', () => {
    const verdicts = checkBudgets(
      measurements({ initialGzip: 150 * KIB, pageLoad: 1024, boot: 3072 }),
      BUDGETS,
    );
    expect(verdicts.every((verdict) => verdict.ok)).toBe(true);
    expect(failureMessage(verdicts)).toBeNull();
    expect(verdicts.find((verdict) => verdict.label === 'initial JS of the deposit route')).toEqual(
      {
        label: 'initial JS of the deposit route',
        metric: 'gzip',
        size: 150 * KIB,
        limit: 150 * KIB,
        ok: true,
        brotli: Math.round(150 * KIB * 0.9),
      },
    );
  });

  it('fails one byte over: initial JS by gzip, the inline scripts by minified bytes', () => {
    const verdicts = checkBudgets(
      measurements({ initialGzip: 150 * KIB + 1, pageLoad: 1025, boot: 3073 }),
      BUDGETS,
    );
    const over = verdicts.filter((verdict) => !verdict.ok).map((verdict) => verdict.label);
    expect(over).toEqual([
      'initial JS of the deposit route',
      'inline page-load script',
      'inline boot prefetch script',
    ]);
    expect(failureMessage(verdicts)).toContain(
      'initial JS of the deposit route: 150.00 KiB > 150.00 KiB (gzip, over by 1 B)',
    );
    expect(failureMessage(verdicts)).toContain(
      'inline page-load script: 1025 B > 1024 B (minified',
    );
  });

  it('applies a named chunk budget, else the default lazy-chunk ceiling', () => {
    const within = checkBudgets(measurements({ formGzip: 19 * KIB }), BUDGETS);
    expect(within.find((verdict) => verdict.label.includes('PaymentForm'))).toMatchObject({
      limit: 20 * KIB,
      ok: true,
    });
    expect(within.find((verdict) => verdict.label.includes('IbanField'))).toMatchObject({
      limit: 8 * KIB,
      ok: true,
    });
    const tighter = {
      ...BUDGETS,
      lazyChunk: { default: 8, named: { PaymentForm: 20, IbanField: 3 } },
    };
    const over = checkBudgets(measurements({}), tighter).filter((verdict) => !verdict.ok);
    expect(over.map((verdict) => verdict.label)).toEqual([
      'lazy chunk assets/IbanField-AbCdEfGh.js',
    ]);
  });

  it('fails a named budget that matches no chunk (renamed or merged)', () => {
    const budgets = {
      ...BUDGETS,
      lazyChunk: { default: 8, named: { PaymentForm: 20, QrCode: 5 } },
    };
    const stale = checkBudgets(measurements({}), budgets).filter((verdict) => !verdict.ok);
    expect(stale).toEqual([
      expect.objectContaining({ label: 'lazy chunk QrCode', size: null, ok: false }),
    ]);
    expect(failureMessage(stale)).toContain('no chunk is named "QrCode"');
  });

  it('checks both standalone tracker variants against their own budgets', () => {
    const tight = { ...BUDGETS, tracker: { withUaParser: 11, withoutUaParser: 6 } };
    const over = checkBudgets(measurements({}), tight).filter((verdict) => !verdict.ok);
    expect(over.map((verdict) => verdict.label)).toEqual(['standalone tracker, with ua-parser-js']);
  });
});

describe('formatTable', () => {
  it('prints one row per verdict with size, budget and ok / OVER', () => {
    const table = formatTable(checkBudgets(measurements({ initialGzip: 151 * KIB }), BUDGETS));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| what +\| size +\| brotli +\| budget +\| verdict \|$/);
    expect(lines).toHaveLength(2 + 8);
    expect(table).toMatch(
      /\| initial JS of the deposit route +\| 151\.00 KiB gzip \| .+ \| 150\.00 KiB \| OVER +\|/,
    );
    expect(table).toMatch(
      /\| inline page-load script +\| 987 B minified +\| +\| 1024 B +\| ok +\|/,
    );
  });
});

describe('parseBudgets', () => {
  it('reads the repository budget file', async () => {
    const json: unknown = JSON.parse(
      await readFile(new URL('../../size-budgets.json', import.meta.url), 'utf8'),
    );
    expect(parseBudgets(json).initialJs).toBe(115);
  });

  it('names every wrong or missing entry', () => {
    let message = '';
    try {
      parseBudgets({ ...BUDGETS, initialJs: -1, css: undefined, cssTotal: 8 });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/^Error: size-budgets\.json is not a valid budget file:/);
    expect(message).toMatch(/\n {2}initialJs: /);
    expect(message).toMatch(/\n {2}css: /);
    expect(message).toContain('cssTotal');
    expect(() => parseBudgets({ ...BUDGETS, tracker: { withUaParser: 12 } })).toThrow(
      /tracker\.withoutUaParser/,
    );
  });
});

describe('chunkName and staticImports', () => {
  it('drops the content hash and extension', () => {
    expect(chunkName('assets/PaymentForm-DSeKHZSC.js')).toBe('PaymentForm');
    expect(chunkName('TermsPage--eq2M_G3.js')).toBe('TermsPage');
    expect(chunkName('chunks/rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime');
    expect(chunkName('index-B6H-e90Y.css')).toBe('index');
  });

  it('lists the leading static imports and re-exports, not dynamic imports', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/A-12345678.js"])))=>i.map(i=>d[i]);\n' +
      'import{n as e,t}from"./rolldown-runtime-WkwZ5CU-.js";import"./side-effect-12345678.js";' +
      'import * as ns from "./ns-12345678.js";\n' +
      'const x=()=>import("./Lazy-12345678.js");const s="import \\"./not-an-import.js\\"";' +
      'export{a as b}from"./re-12345678.js";';
    expect(staticImports(code)).toEqual([
      './rolldown-runtime-WkwZ5CU-.js',
      './side-effect-12345678.js',
      './ns-12345678.js',
      './re-12345678.js',
    ]);
  });
});
