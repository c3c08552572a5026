// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPOOFING_TEXTS } from '@testing/spoofingTexts';
import { MAX_STACKED_MARKS, serverText } from './serverText';

const BIDI_CONTROLS = /[\u202A-\u202E\u200E\u200F\u061C]/u;

describe('server text made safe to draw', () => {
  it.each(SPOOFING_TEXTS)(
    'keeps no override, embedding, mark or open isolate: $name',
    ({ text }) => {
      const safe = serverText(text);
      expect(safe).not.toMatch(BIDI_CONTROLS);
      let open = 0;
      for (const char of safe) {
        if (/[\u2066-\u2068]/u.test(char)) open += 1;
        if (char === '\u2069') open -= 1;
        expect(open).toBeGreaterThanOrEqual(0);
      }
      expect(open).toBe(0);
      expect(safe).not.toMatch(/[\u200B\u2060\uFEFF\n]/u);
      expect(serverText(safe)).toBe(safe);
    },
  );

  it('keeps letters, digits and punctuation of every script as they are', () => {
    for (const text of [
      'Visa •••• 4242',
      'بطاقة فيزا (SA)',
      'כרטיס 4242',
      'Kredit- oder Debitkarte',
      'Tiền Việt',
      'می‌خواهم',
    ]) {
      expect(serverText(text)).toBe(text.normalize('NFC'));
    }
  });

  it('closes the isolates it holds and drops a pop that closes nothing', () => {
    expect(serverText('\u2068Visa\u2069 and \u2068Mastercard\u2069')).toBe(
      '\u2068Visa\u2069 and \u2068Mastercard\u2069',
    );
    expect(serverText('Skrill\u2067 x')).toBe('Skrill\u2067 x\u2069');
    expect(serverText('\u2069Visa')).toBe('Visa');
  });

  it(`keeps at most ${String(MAX_STACKED_MARKS)} stacked combining marks on a character`, () => {
    const piled = `Z${'\u0351\u0362\u0344\u0310\u0312'.repeat(4)}algo`;
    const kept = serverText(piled);
    expect(kept.replace(/\p{M}/gu, '')).toBe('Zalgo');
    expect(kept.match(/\p{M}/gu)).toHaveLength(MAX_STACKED_MARKS);
    expect(serverText('Tie\u0302\u0301n')).toBe('Tiê\u0301n'.normalize('NFC'));
  });

  it('makes one line of a text with breaks and tabs', () => {
    expect(serverText('Visa\nFake\tline')).toBe('Visa Fake line');
  });
});
