/**
 * Catalog rules a JSON Schema cannot state: uniqueness, references between parts of the file, and
 * decimal comparisons (done exactly, see decimal.ts).
 */
import type { CatalogProblem } from './problem';
import { decimalSchema } from '@contract/primitives';
import { compareDecimals, isWithin } from '../backend/rules/decimal';
import type { IssuePath } from './issuePath';
import type { CatalogMethod } from './methodSchema';
import type { Catalog } from './schema';
import { checkCurrencyScales } from './scaleCheck';

/** Reports every repeat of a key: `[index, firstIndex]` pairs. */
function duplicates<T>(items: readonly T[], key: (item: T) => string): [number, number][] {
  const seen = new Map<string, number>();
  const found: [number, number][] = [];
  items.forEach((item, index) => {
    const first = seen.get(key(item));
    if (first === undefined) seen.set(key(item), index);
    else found.push([index, first]);
  });
  return found;
}

function checkMethod(catalog: Catalog, method: CatalogMethod, at: IssuePath): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const currencies = Object.entries(method.limits);
  if (currencies.length === 0) {
    problems.push({ path: [...at, 'limits'], message: 'must offer at least one currency' });
  }
  for (const [currency, limits] of currencies) {
    if (!catalog.currencies.includes(currency)) {
      problems.push({
        path: [...at, 'limits', currency],
        message: `currency ${currency} is not listed in currencies`,
      });
    }
    if (compareDecimals(limits.min, limits.max) > 0) {
      problems.push({
        path: [...at, 'limits', currency, 'min'],
        message: `min ${limits.min} is greater than max ${limits.max}`,
      });
      continue;
    }
    method.presets?.forEach((preset, index) => {
      if (!isWithin(preset, limits)) {
        problems.push({
          path: [...at, 'presets', index],
          message: `${preset} is outside the ${currency} limits ${limits.min}–${limits.max}`,
        });
      }
    });
  }
  for (const [index, first] of duplicates(method.actions, (action) => action)) {
    problems.push({ path: [...at, 'actions', index], message: `repeats actions[${first}]` });
  }
  for (const [index, first] of duplicates(method.fields, (field) => field.name)) {
    problems.push({
      path: [...at, 'fields', index, 'name'],
      message: `field name "${method.fields[index]?.name ?? ''}" repeats fields[${first}].name`,
    });
  }
  method.fields.forEach((field, index) => {
    if (field.pattern === undefined) return;
    try {
      new RegExp(field.pattern, 'u');
    } catch {
      problems.push({
        path: [...at, 'fields', index, 'pattern'],
        message: 'is not a valid regular expression',
      });
    }
  });
  return problems;
}

function checkScenarios(catalog: Catalog): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  catalog.scenarios?.forEach(({ when }, index) => {
    const at = ['scenarios', index, 'when'];
    const candidates = catalog.methods.filter(
      (method) => when.methodId === undefined || method.id === when.methodId,
    );
    if (when.methodId !== undefined && candidates.length === 0) {
      problems.push({ path: [...at, 'methodId'], message: `no method has id "${when.methodId}"` });
      return;
    }
    const known = candidates.some((method) =>
      method.fields.some((field) => field.name === when.field),
    );
    if (when.field !== 'amount' && !known) {
      problems.push({
        path: [...at, 'field'],
        message: `no ${when.methodId ?? 'method'} field is named "${when.field}"`,
      });
    }
    if (when.field === 'amount' && !decimalSchema.safeParse(when.equals).success) {
      problems.push({
        path: [...at, 'equals'],
        message: 'must be a decimal amount such as "10.50" when field is "amount"',
      });
    }
  });
  return problems;
}

/** Every cross-reference problem of a structurally valid catalog, each with its JSON path. */
export function crossCheckCatalog(catalog: Catalog): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  for (const [index, first] of duplicates(catalog.currencies, (currency) => currency)) {
    problems.push({ path: ['currencies', index], message: `repeats currencies[${first}]` });
  }
  if (!catalog.currencies.includes(catalog.defaultCurrency)) {
    problems.push({
      path: ['defaultCurrency'],
      message: `${catalog.defaultCurrency} is not listed in currencies`,
    });
  }
  for (const [index, first] of duplicates(catalog.methods, (method) => method.id)) {
    problems.push({
      path: ['methods', index, 'id'],
      message: `method id "${catalog.methods[index]?.id ?? ''}" repeats methods[${first}].id`,
    });
  }
  catalog.methods.forEach((method, index) => {
    problems.push(...checkMethod(catalog, method, ['methods', index]));
  });
  const profiles = catalog.methods.flatMap((method, methodIndex) =>
    (method.savedProfiles ?? []).map((profile, index) => ({ profile, methodIndex, index })),
  );
  for (const [index, first] of duplicates(profiles, (entry) => entry.profile.id)) {
    const entry = profiles[index]!;
    const earlier = profiles[first]!;
    problems.push({
      path: ['methods', entry.methodIndex, 'savedProfiles', entry.index, 'id'],
      message: `saved profile id "${entry.profile.id}" repeats methods[${earlier.methodIndex}].savedProfiles[${earlier.index}].id`,
    });
  }
  for (const [index, first] of duplicates(catalog.conversionMethods ?? [], (method) => method.id)) {
    problems.push({
      path: ['conversionMethods', index, 'id'],
      message: `repeats conversionMethods[${first}].id`,
    });
  }
  problems.push(...checkCurrencyScales(catalog));
  problems.push(...checkScenarios(catalog));
  problems.push(...checkLastUsedDeposit(catalog));
  return problems;
}

/** `lastUsedDeposit` names a deposit method and, when it names one, a saved profile of it. */
function checkLastUsedDeposit({ lastUsedDeposit, methods }: Catalog): CatalogProblem[] {
  if (lastUsedDeposit === undefined) return [];
  const method = methods.find((candidate) => candidate.id === lastUsedDeposit.methodId);
  if (!method?.actions.includes('deposit')) {
    return [
      {
        path: ['lastUsedDeposit', 'methodId'],
        message: `no deposit method has id "${lastUsedDeposit.methodId}"`,
      },
    ];
  }
  const { savedProfileId } = lastUsedDeposit;
  if (
    savedProfileId !== null &&
    !(method.savedProfiles ?? []).some((profile) => profile.id === savedProfileId)
  ) {
    return [
      {
        path: ['lastUsedDeposit', 'savedProfileId'],
        message: `method "${method.id}" has no saved profile "${savedProfileId}"`,
      },
    ];
  }
  return [];
}
