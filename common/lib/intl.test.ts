import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@common/i18n/languages';
import { dateTimeFormat, listFormat, numberFormat, numberingSystemOf } from './intl';

describe('cached Intl formatters', () => {
  it('builds one number formatter per locale and options, and formats like Intl', () => {
    const euro = numberFormat('de', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('fr', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(euro.format(1234.5)).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
  });

  it('builds one list formatter per locale and options, apart from the number formatters', () => {
    const and = listFormat('en', { type: 'conjunction' });
    expect(listFormat('en', { type: 'conjunction' })).toBe(and);
    expect(listFormat('en', { type: 'disjunction' })).not.toBe(and);
    expect(and.format(['Visa', 'Mastercard'])).toBe('Visa and Mastercard');
  });

  it('throws like Intl for a locale it rejects, caching nothing', () => {
    expect(() => listFormat('not a locale', {})).toThrow(RangeError);
  });
});

describe('one numbering system per language, whatever the engine would choose', () => {
  const at = new Date(Date.UTC(2026, 11, 2, 13, 5));

  it('names the numbering system of every language explicitly in each formatter it makes', () => {
    for (const language of LANGUAGE_CODES) {
      expect(numberingSystemOf(language)).toBe('latn');
      expect(numberFormat(language, {}).resolvedOptions().numberingSystem).toBe('latn');
      expect(dateTimeFormat(language, {}).resolvedOptions().numberingSystem).toBe('latn');
    }
  });

  it('writes Arabic with Latin digits even where the engine defaults to Arabic-Indic (as WebKit)', () => {
    // An engine whose Arabic default is Arabic-Indic digits, as WebKit's: the locale asks for them.
    const webKitDefault = 'ar-u-nu-arab';
    expect(new Intl.NumberFormat(webKitDefault).format(1234.5)).toBe('١٬٢٣٤٫٥');
    expect(numberFormat(webKitDefault, {}).format(1234.5)).toBe('1,234.5');
    expect(numberFormat('ar', { style: 'currency', currency: 'EUR' }).format(50)).toMatch(
      /^[^\u0660-\u0669\u066b\u066c]*50\.00[^\u0660-\u0669\u066b\u066c]*$/,
    );
    const date = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat(webKitDefault, date).format(at)).toBe(
      new Intl.DateTimeFormat('ar', { ...date, numberingSystem: 'latn' }).format(at),
    );
    expect(dateTimeFormat(webKitDefault, date).format(at)).not.toMatch(/[\u0660-\u0669]/);
  });

  it('builds one date formatter per locale and options, formatting like Intl', () => {
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    const short = dateTimeFormat('de', options);
    expect(dateTimeFormat('de', options)).toBe(short);
    expect(short.format(at)).toBe(new Intl.DateTimeFormat('de', options).format(at));
  });
});

/** Source files of the app (tests aside) under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Files that may make number or date formatters of their own: this one, and the boot script's
 * warm-up, which formats nothing anyone sees (it only loads the locale's number data early).
 */
const OWN_FORMATTERS = ['common/lib/intl.ts', 'src/app/boot/bootPrefetch.ts'];

describe('the one place number and date formatters are made', () => {
  it('is common/lib/intl.ts: no other file of the app builds an Intl.NumberFormat or DateTimeFormat', () => {
    const root = join(import.meta.dirname, '..', '..');
    const makers = ['features', 'src', 'store']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((path) =>
        /new Intl\.(?:NumberFormat|DateTimeFormat)\b/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(root, path).split('\\').join('/'));
    expect(makers.filter((path) => !OWN_FORMATTERS.includes(path))).toEqual([]);
  });
});
