/**
 * "Back to the cashier" is offered only where the player is outside the cashier (the support
 * page, a provider's page): no screen of the payments feature, which is the cashier itself (its
 * pending and returning payments included), uses a text that says it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@common/i18n/locales/en.json';

const FEATURE = join(import.meta.dirname);

/** The dotted keys of every English text matching `pattern`. */
function keysSaying(tree: unknown, pattern: RegExp, path: string[] = []): string[] {
  if (typeof tree === 'string') return pattern.test(tree) ? [path.join('.')] : [];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => keysSaying(value, pattern, [...path, key]));
}

/** The feature's source files (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the way back to the cashier', () => {
  const keys = keysSaying(en, /back to the cashier/i);

  it('has texts for the screens outside the cashier', () => {
    expect(keys).toContain('app.support.contact.back');
  });

  it('is offered by no screen inside the cashier', () => {
    const offering = sources(FEATURE).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return keys
        .filter((key) => text.includes(key))
        .map((key) => `${relative(FEATURE, file)}: ${key}`);
    });
    expect(offering).toEqual([]);
  });
});
