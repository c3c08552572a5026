import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATE_FORMAT, LTR_FORMAT, LTR_PLACEHOLDERS, SERVER_TEXT_PLACEHOLDERS } from './bidi';
import { LANGUAGES } from './languages';

type Messages = Record<string, unknown>;

// Vitest runs from the project root.
const LOCALES = join(process.cwd(), 'common/i18n/locales');

const read = (code: string): Messages =>
  JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8')) as Messages;

/** Flattens nested messages to `a.b.c → text`. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flatten(value as Messages, path)) flat.set(inner, text);
    }
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every `{{name}}` or `{{name, format}}` of a message, with its format ('' for none). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,\s*([\w]+)\s*)?\}\}/g)].map((m) => ({
    name: m[1] ?? '',
    format: m[2] ?? '',
  }));
const variables = (text: string) =>
  placeholders(text)
    .map(({ name }) => name)
    .sort();

/** The keys a language must have: English's, with each plural group in the language's categories. */
function expectedKeys(english: Map<string, string>, code: string): string[] {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL.test(key)) {
      const base = key.replace(PLURAL, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

const english = flatten(read('en'));

describe('locale files', () => {
  it('exist for exactly the languages the cashier offers', () => {
    const files = readdirSync(LOCALES)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it.each(LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code))(
    '%s has every key of English and no other, in its own plural forms',
    (code) => {
      expect([...flatten(read(code)).keys()].sort()).toEqual(expectedKeys(english, code));
    },
  );

  it.each(LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code))(
    '%s uses the same interpolation variables as English in every message',
    (code) => {
      const problems: string[] = [];
      for (const [key, text] of flatten(read(code))) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
        const expected = variables(source);
        const actual = variables(text);
        // A plural form for exactly one/zero/two may say the number in words instead of {{count}}.
        const loose = /_(zero|one|two)$/.test(key);
        const comparable = loose ? expected.filter((name) => name !== 'count') : expected;
        const got = loose ? actual.filter((name) => name !== 'count') : actual;
        if (JSON.stringify(comparable) !== JSON.stringify(got)) {
          problems.push(`${key}: ${JSON.stringify(got)} instead of ${JSON.stringify(comparable)}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('isolates every server or player value inside a sentence, in every language', () => {
    const serverText: ReadonlySet<string> = new Set(SERVER_TEXT_PLACEHOLDERS);
    const problems: string[] = [];
    for (const { code } of LANGUAGES) {
      for (const [key, text] of flatten(read(code))) {
        for (const { name, format } of placeholders(text)) {
          if (serverText.has(name) !== (format === ISOLATE_FORMAT)) {
            problems.push(`${code}:${key}: {{${name}${format ? `, ${format}` : ''}}}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('isolates every amount and code inside a sentence left to right, in every language', () => {
    const ltr: ReadonlySet<string> = new Set(LTR_PLACEHOLDERS);
    const problems: string[] = [];
    for (const { code } of LANGUAGES) {
      for (const [key, text] of flatten(read(code))) {
        for (const { name, format } of placeholders(text)) {
          if (ltr.has(name) !== (format === LTR_FORMAT)) {
            problems.push(`${code}:${key}: {{${name}${format ? `, ${format}` : ''}}}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no message empty', () => {
    for (const { code } of LANGUAGES) {
      const empty = [...flatten(read(code))].filter(([, text]) => text.trim() === '');
      expect(empty.map(([key]) => `${code}:${key}`)).toEqual([]);
    }
  });
});
