/**
 * What of an invalid catalog can still be cross-checked, so that one run reports every problem:
 * a duplicate method id or a broken `pattern` must not hide behind another method's missing field.
 *
 * Each top-level part is checked against its own schema; the items of `methods`,
 * `conversionMethods` and `scenarios` one by one. Items that fail are left out (the schema has
 * reported them) and the cross-check's paths and messages are mapped back to the file's indices.
 */
import { MAX_WIRE_DECIMALS } from '@common/lib/money';
import type { CatalogProblem } from './problem';
import { type Catalog, catalogSchema } from './schema';

const LISTS = ['methods', 'conversionMethods', 'scenarios'] as const;
type ListKey = (typeof LISTS)[number];

export interface SalvagedCatalog {
  catalog: Catalog;
  /** For each list: the file index of each kept item, by its index in `catalog`. */
  fileIndex: Readonly<Record<ListKey, readonly number[]>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The valid items of `value` (when it is an array) and their indices in it. */
function validItems<T>(
  value: unknown,
  check: (item: unknown) => { success: true; data: T } | { success: false },
): { items: T[]; indices: number[] } {
  const items: T[] = [];
  const indices: number[] = [];
  if (!Array.isArray(value)) return { items, indices };
  value.forEach((item: unknown, index) => {
    const result = check(item);
    if (result.success) {
      items.push(result.data);
      indices.push(index);
    }
  });
  return { items, indices };
}

/** The ids of the methods left out (those that have a readable id at all), or `'?'` for one without. */
function leftOutIds(methods: unknown, kept: readonly number[]): Set<string> {
  const ids = new Set<string>();
  if (!Array.isArray(methods)) return ids;
  methods.forEach((method: unknown, index) => {
    if (kept.includes(index)) return;
    const id = isRecord(method) ? method.id : undefined;
    ids.add(typeof id === 'string' ? id : '?');
  });
  return ids;
}

/**
 * The parts of `json` that pass their own schema, or `null` when what every cross-check stands on
 * (`currencies`, `defaultCurrency`) is itself invalid.
 */
export function salvageCatalog(json: unknown): SalvagedCatalog | null {
  if (!isRecord(json)) return null;
  const { shape } = catalogSchema;
  const currencies = shape.currencies.safeParse(json.currencies);
  const defaultCurrency = shape.defaultCurrency.safeParse(json.defaultCurrency);
  if (!currencies.success || !defaultCurrency.success) return null;
  const mercuryoMode = shape.mercuryoMode.safeParse(json.mercuryoMode);
  // Invalid scales are reported by the schema; the cross-checks then take the finest for each.
  const currencyScales = shape.currencyScales.safeParse(json.currencyScales);
  const lastUsedDeposit = shape.lastUsedDeposit.safeParse(json.lastUsedDeposit);
  const methods = validItems(json.methods, (item) => shape.methods.element.safeParse(item));
  const conversionMethods = validItems(json.conversionMethods, (item) =>
    shape.conversionMethods.unwrap().element.safeParse(item),
  );
  // What refers to a method left out (or, without a method id, to any method while one is left
  // out) is left out too: its references cannot be checked, and would read as false problems.
  const leftOut = leftOutIds(json.methods, methods.indices);
  const refersToLeftOut = (methodId: string | undefined) =>
    methodId === undefined ? leftOut.size > 0 : leftOut.has(methodId);
  const scenarios = validItems(json.scenarios, (item) => {
    const result = shape.scenarios.unwrap().element.safeParse(item);
    return result.success && refersToLeftOut(result.data.when.methodId)
      ? { success: false as const }
      : result;
  });
  return {
    catalog: {
      currencies: currencies.data,
      currencyScales: currencyScales.success
        ? currencyScales.data
        : Object.fromEntries(currencies.data.map((currency) => [currency, MAX_WIRE_DECIMALS])),
      defaultCurrency: defaultCurrency.data,
      mercuryoMode: mercuryoMode.success ? mercuryoMode.data : 'development',
      methods: methods.items,
      conversionMethods: conversionMethods.items,
      scenarios: scenarios.items,
      ...(lastUsedDeposit.success &&
      lastUsedDeposit.data !== undefined &&
      !refersToLeftOut(lastUsedDeposit.data.methodId)
        ? { lastUsedDeposit: lastUsedDeposit.data }
        : {}),
    },
    fileIndex: {
      methods: methods.indices,
      conversionMethods: conversionMethods.indices,
      scenarios: scenarios.indices,
    },
  };
}

function isListKey(key: unknown): key is ListKey {
  return (LISTS as readonly unknown[]).includes(key);
}

/** Maps a cross-check problem of a salvaged catalog back to the file's indices. */
export function toFileProblem(
  problem: CatalogProblem,
  fileIndex: SalvagedCatalog['fileIndex'],
): CatalogProblem {
  const toFile = (list: ListKey, index: number) => fileIndex[list][index] ?? index;
  const [head, index] = problem.path;
  const path =
    isListKey(head) && typeof index === 'number'
      ? problem.path.map((key, at) => (at === 1 ? toFile(head, index) : key))
      : problem.path;
  const message = problem.message.replace(
    /\b(methods|conversionMethods|scenarios)\[(\d+)\]/g,
    (_all, list: ListKey, at: string) => `${list}[${String(toFile(list, Number(at)))}]`,
  );
  return { path, message };
}
