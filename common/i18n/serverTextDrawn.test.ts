// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { formatMoney } from '@common/lib/money';
import { fullEnglishI18n } from '@testing/fullEnglish';
import { PLAIN_TEXT, SPOOFING_TEXTS } from '@testing/spoofingTexts';
import { drawnOrder } from '@testing/unicodeBidi';
import { LTR_PLACEHOLDERS } from './bidi';
import { LANGUAGE_CODES, directionOf } from './languages';
import { createI18n } from './index';
import { serverText } from './serverText';
import en from './locales/en.json';

/** Every sentence of the locale files that holds server text (`{{…, isolate}}`), by key. */
function sentencesWithServerText(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return tree.includes(', isolate}}') ? [prefix] : [];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    sentencesWithServerText(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const KEYS = sentencesWithServerText(en);
/** The names of every server-text placeholder ("method", "label", …). */
const SERVER_TEXT_NAMES = [
  ...new Set([...JSON.stringify(en).matchAll(/\{\{(\w+), isolate\}\}/gu)].map((match) => match[1])),
];
const AMOUNT = '23.02';

async function i18nIn(language: string): Promise<I18n> {
  const i18n = await fullEnglishI18n(createI18n());
  if (language !== 'en') {
    const { default: texts } = (await import(`./locales/${language}.json`)) as { default: object };
    i18n.addResourceBundle(language, 'translation', texts);
  }
  await i18n.changeLanguage(language);
  return i18n;
}

/** The sentence `key` with `text` for every piece of server text and €23.02 for every amount. */
function sentence(i18n: I18n, key: string, text: string): string {
  const amount = formatMoney(AMOUNT, 'EUR', i18n.language);
  const values: Record<string, string | number> = { count: 2, size: '2 MB', digits: 3 };
  for (const name of LTR_PLACEHOLDERS) values[name] = amount;
  for (const name of SERVER_TEXT_NAMES) if (name !== undefined) values[name] = text;
  // Each key found in en.json, read as one of them for the types (they all take these values);
  // the type checker needs the assertion, the linter's program does not see the typed keys.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return i18n.t(key as 'payments.return.pendingBody', values);
}

/** What the server text draws as on its own, isolated in its own direction. */
const drawnAlone = (text: string, direction: 'ltr' | 'rtl') =>
  drawnOrder(`\u2068${serverText(text)}\u2069`, direction);

describe.each(LANGUAGE_CODES)('sentences with server text in %s', (language) => {
  it('are found (the test reads every one of them)', () => {
    expect(KEYS.length).toBeGreaterThanOrEqual(25);
    expect(KEYS).toContain('payments.return.pendingBody');
    expect(KEYS).toContain('payments.inFlight.checkingBody');
  });

  it.each(SPOOFING_TEXTS)(
    'are drawn as with a plain name, the server text in one piece of its own: $name',
    async ({ text }) => {
      const i18n = await i18nIn(language);
      const direction = directionOf(language);
      const amount = drawnOrder(`\u2066${formatMoney(AMOUNT, 'EUR', language)}\u2069`, 'ltr');
      const mismatches: string[] = [];
      for (const key of KEYS) {
        const written = sentence(i18n, key, text);
        const plainWritten = sentence(i18n, key, PLAIN_TEXT);
        // As written: the name is there, made safe, and so is the amount, whole.
        if (!written.includes(serverText(text))) mismatches.push(`${key}: name not as written`);
        if (
          plainWritten.includes(formatMoney(AMOUNT, 'EUR', language)) &&
          !written.includes(formatMoney(AMOUNT, 'EUR', language))
        )
          mismatches.push(`${key}: amount not as written`);
        // As drawn: everything but the name draws as it does around a plain name.
        const drawn = drawnOrder(written, direction).replaceAll(
          drawnAlone(text, direction),
          '<name>',
        );
        const plain = drawnOrder(plainWritten, direction).replaceAll(
          drawnAlone(PLAIN_TEXT, direction),
          '<name>',
        );
        if (drawn !== plain)
          mismatches.push(`${key}: drawn "${drawn}", with a plain name "${plain}"`);
        if (plain.includes(amount) && !drawn.includes(amount))
          mismatches.push(`${key}: amount redrawn in "${drawn}"`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});
