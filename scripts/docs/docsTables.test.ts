// @vitest-environment node
/**
 * The tables in the README and docs/ that mirror code: each is checked against the code it
 * describes, so a script, budget, widget event or tracking event added, renamed or removed in the
 * code fails here until the table follows.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { chatLoaded, chatOpenRequested } from '@features/chat/state';
import {
  depositLimitReached,
  depositsBlocked,
  methodSelected,
  paymentActionChanged,
  paymentsApi,
  verificationDocumentUploaded,
  verificationPromptShown,
  verificationStatusChanged,
  walletOutcome,
} from '@features/payments';
import { languageChanged, routeChanged } from '@features/navigation';
import { trackingRules } from '@/joins/tracking/trackingMap';
import { SPI_EVENT_NAMES } from '@contract/widgetEvents';
import { runtimeSettingNames } from '@/app/runtimeConfig';
import { parseBudgets } from '../size/budgets';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(resolve(root, path), 'utf8');

/** A Markdown table: its header cells and its rows' cells (the separator line left out). */
interface Table {
  header: string[];
  rows: string[][];
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Every table of a Markdown text (a run of lines starting with `|`), outside code fences. */
function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  let block: string[] = [];
  let inFence = false;
  const close = () => {
    const [header, separator, ...rows] = block;
    if (header !== undefined && separator !== undefined && /^\|[\s|:-]+\|$/.test(separator)) {
      tables.push({ header: cellsOf(header), rows: rows.map(cellsOf) });
    }
    block = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.trim().startsWith('```')) inFence = !inFence;
    if (!inFence && line.trim().startsWith('|')) block.push(line.trim());
    else close();
  }
  close();
  return tables;
}

/** The text of one `## heading` section: up to the next heading of that level or higher. */
function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => new RegExp(`^#{1,${level}}\\s`).test(line));
  return (end < 0 ? rest : rest.slice(0, end)).join('\n');
}

/** The names written in backticks in a piece of Markdown: `` `a` and `b` `` → a, b. */
const codeSpans = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort();

describe('Markdown tables of the README, docs/ and the feature READMEs', () => {
  const documents = [
    'README.md',
    ...readdirSync(resolve(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
    ...readdirSync(resolve(root, 'features'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('README.md'))
      .map((name) => `features/${name}`),
  ];

  it.each(documents)('%s: each table has one separator line, under its header', (path) => {
    // A separator line anywhere else renders as a row of dashes.
    const tables = tablesOf(read(path));
    for (const { header, rows } of tables) {
      const strays = rows.filter((cells) => cells.every((cell) => /^:?-+:?$/.test(cell)));
      expect(strays, `a table under "${header.join(' | ')}"`).toEqual([]);
    }
  });
});

describe('README scripts table', () => {
  const scripts = Object.keys(
    (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
  );
  const [table, ...others] = tablesOf(sectionOf(read('README.md'), '## Scripts'));
  const text = (table?.rows ?? []).map((row) => row.join(' | ')).join('\n');
  /** `npm run x` and the run-less lifecycle scripts (`npm start`, `npm test`, …). */
  const named = sorted([
    ...[...text.matchAll(/\bnpm run ([\w-]+(?::[\w-]+)*)/g)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(/\bnpm (start|test|stop|restart)\b/g)].map((match) => match[1] ?? ''),
  ]);

  it('is the one table of the section', () => {
    expect(table).toBeDefined();
    expect(others).toEqual([]);
  });

  it('names every npm script of package.json', () => {
    expect(scripts.filter((script) => !named.includes(script))).toEqual([]);
  });

  it('names no script package.json does not have', () => {
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });
});

describe('size budgets in docs/budgets-and-benchmarks.md', () => {
  const budgets = parseBudgets(JSON.parse(read('size-budgets.json')) as unknown);
  /** Every limit of the file by its dotted key: `initialJs`, `lazyChunk.named.payment-form`, … */
  const limits = new Map<string, number>();
  const flatten = (value: unknown, path: string[]): void => {
    if (typeof value === 'number') limits.set(path.join('.'), value);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) flatten(inner, [...path, key]);
    }
  };
  flatten(budgets, []);

  const doc = read('docs/budgets-and-benchmarks.md');
  /** Rows of the budget tables: those with a "Key in `size-budgets.json`" column. */
  const keyed = tablesOf(doc).flatMap((table) => {
    const column = table.header.findIndex((cell) => cell.startsWith('Key in'));
    return column < 0
      ? []
      : table.rows.map((row) => ({ keys: codeSpans(row[column] ?? ''), row: row.join(' | ') }));
  });

  it('reads the budgets of size-budgets.json', () => {
    expect(limits.size).toBeGreaterThan(10);
    expect(limits.get('initialJs')).toBe(budgets.initialJs);
  });

  it('names every budget, with its limit', () => {
    const problems = [...limits].flatMap(([key, limit]) => {
      const rows = keyed.filter((entry) => entry.keys.includes(key));
      if (rows.length === 0) return [`${key}: missing`];
      return rows.some((entry) => entry.row.includes(`${limit} KiB`))
        ? []
        : [`${key}: its row does not say ${limit} KiB`];
    });
    expect(problems).toEqual([]);
  });

  it('names no budget size-budgets.json does not have', () => {
    const named = sorted(keyed.flatMap((entry) => entry.keys));
    expect(named.filter((key) => !limits.has(key))).toEqual([]);
  });
});

describe('runtime settings in docs/configuration.md', () => {
  const table = tablesOf(sectionOf(read('docs/configuration.md'), '## Runtime settings')).find(
    (candidate) => candidate.header[0] === 'Setting',
  );
  const rows = table?.rows ?? [];

  it('lists every setting the app checks, and only those (besides the host’s getToken)', () => {
    const listed = sorted(rows.flatMap((row) => codeSpans(row[0] ?? '')));
    expect(listed).toEqual(sorted([...runtimeSettingNames(), 'getToken']));
  });

  it('names each setting’s <cashier-widget> attribute, documented in docs/embedding.md', () => {
    const embedding = read('docs/embedding.md');
    const missing = rows.flatMap(([setting = '', attribute = '']) => {
      const [name] = codeSpans(attribute);
      if (attribute === 'property') return [];
      return name !== undefined && embedding.includes(`\`${name}\``) ? [] : [setting];
    });
    expect(missing).toEqual([]);
  });
});

describe('spi-* events in docs/embedding.md', () => {
  const doc = read('docs/embedding.md');
  const codeNames: readonly string[] = SPI_EVENT_NAMES;

  it('lists every event of SPI_EVENT_NAMES in the events table, and only those', () => {
    const table = tablesOf(doc).find((candidate) => candidate.header[0] === 'Event');
    const listed = sorted((table?.rows ?? []).flatMap((row) => codeSpans(row[0] ?? '')));
    expect(listed).toEqual(sorted(codeNames));
  });

  it('names no spi-* event the code does not have', () => {
    // `spi-change-*` stands for a family: some event must start with `spi-change-`.
    const unknown = [...doc.matchAll(/\bspi-[a-z0-9]+(?:-[a-z0-9]+)*(-\*)?/g)].flatMap((match) => {
      const name = match[0];
      const known =
        match[1] === undefined
          ? codeNames.includes(name)
          : codeNames.some((event) => event.startsWith(name.slice(0, -1)));
      return known ? [] : [name];
    });
    expect(sorted(unknown)).toEqual([]);
  });
});

describe('tracking map in docs/tracking.md', () => {
  const args = {
    methodId: 'card',
    action: 'deposit',
    currency: 'EUR',
    amount: '10.00',
    savedProfileId: 'card-visa-4242',
  };
  /**
   * One action of each kind the map reacts to: the slice actions it names, and every lifecycle
   * action (pending, fulfilled, rejected) of every payments endpoint. A rule no sample reaches
   * fails the test below: add a sample for it.
   */
  const samples: UnknownAction[] = [
    paymentActionChanged('deposit'),
    methodSelected('card'),
    depositLimitReached({ period: 'day', currency: 'EUR', remaining: '150.00', source: 'server' }),
    depositsBlocked({ kind: 'cool_off' }),
    verificationPromptShown({ gate: 'cashout', status: 'required' }),
    verificationDocumentUploaded({ status: 'pending' }),
    verificationStatusChanged({ status: 'verified', source: 'live' }),
    walletOutcome({ methodId: 'googlepay', wallet: 'googlepay', outcome: 'cancelled' }),
    chatOpenRequested(),
    chatLoaded({ visibility: 'maximized' }),
    routeChanged('/'),
    languageChanged('de'),
    ...Object.keys(paymentsApi.endpoints).flatMap((endpointName) =>
      ['executeQuery', 'executeMutation'].flatMap((thunk) =>
        ['pending', 'fulfilled', 'rejected'].map((requestStatus) => ({
          type: `${paymentsApi.reducerPath}/${thunk}/${requestStatus}`,
          payload:
            requestStatus === 'rejected'
              ? { type: 'request_error', status: 'PAYMENT_PROCESSING_ERROR' }
              : { fields: [], status: 'notify' },
          meta: {
            requestId: 'docs',
            requestStatus,
            arg: { endpointName, originalArgs: args, type: thunk.replace('execute', '') },
          },
        })),
      ),
    ),
  ];
  const produced = trackingRules.map((rule) => ({
    rule: rule.name,
    events: sorted(samples.flatMap((action) => rule.map(action).map((out) => out.event))),
  }));
  const events = sorted(produced.flatMap((entry) => entry.events));

  it('reaches every rule of the map with a sample action', () => {
    expect(
      produced.filter((entry) => entry.events.length === 0).map((entry) => entry.rule),
    ).toEqual([]);
  });

  it('lists every event the map produces, and only those', () => {
    const table = tablesOf(read('docs/tracking.md')).find(
      (candidate) => candidate.header[1] === 'Event',
    );
    const listed = sorted((table?.rows ?? []).flatMap((row) => codeSpans(row[1] ?? '')));
    expect(listed).toEqual(events);
  });

  it('names each slice action by the type that produces its event', () => {
    const table = tablesOf(read('docs/tracking.md')).find(
      (candidate) => candidate.header[1] === 'Event',
    );
    const sliceRows = (table?.rows ?? []).filter((row) => /^`[^`]+\/[^`]+`$/.test(row[0] ?? ''));
    const wrong = sliceRows.filter(([action = '', event = '']) => {
      const [type] = codeSpans(action);
      const [name] = codeSpans(event);
      return !samples.some(
        (sample) =>
          sample.type === type &&
          trackingRules.some((rule) => rule.map(sample).some((out) => out.event === name)),
      );
    });
    expect(sliceRows.length).toBeGreaterThan(0);
    expect(wrong.map((row) => row[0])).toEqual([]);
  });
});
