import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The `Spi…` names a module declares with `export interface` or `export type`. */
const declared = (source: string) =>
  [...source.matchAll(/^export (?:interface|type) (Spi\w+)/gm)].map((match) => match[1]).sort();

/** The `Spi…` names a list of re-exports (`export type { … } from '…'`) names. */
const reExported = (source: string, from: string) => {
  const block = new RegExp(`export type \\{([^}]*)\\} from '${from}'`).exec(source)?.[1] ?? '';
  return [...block.matchAll(/\b(Spi\w+)\b/g)].map((match) => match[1]).sort();
};

describe('the widget’s public types', () => {
  it('include every spi-* payload type of the event map (contract/widgetEvents.ts), so hosts can type each event', () => {
    const names = declared(read('../../contract/widgetEvents.ts'));
    expect(names.length).toBeGreaterThan(20);
    expect(reExported(read('../joins/widgetEvents/index.ts'), '@contract/widgetEvents')).toEqual(
      names,
    );
    expect(reExported(read('./index.ts'), '@/joins/widgetEvents')).toEqual(names);
  });
});
