/**
 * Server text that tries to redraw what is around it (docs/i18n.md): directional
 * overrides, embeddings and isolates left open, stray closers, marks, right-to-left names, mixed
 * digits, piled combining marks and invisible characters. Each test that draws server text runs
 * every one of them through the screen it tests.
 */
export const SPOOFING_TEXTS: readonly { name: string; text: string }[] = [
  { name: 'a right-to-left override at the end', text: 'Visa\u202E' },
  { name: 'a right-to-left override inside', text: 'Pay\u202E42.00 €' },
  { name: 'a left-to-right override at the start', text: '\u202DEasyPay' },
  { name: 'a right-to-left embedding left open', text: 'Bank\u202B' },
  { name: 'a left-to-right embedding left open', text: '\u202Aبنك' },
  { name: 'a stray pop directional formatting', text: 'Wallet\u202C\u202C' },
  { name: 'a right-to-left isolate left open', text: 'Skrill\u2067' },
  { name: 'a left-to-right isolate left open', text: '\u2066Neteller' },
  { name: 'a first-strong isolate left open', text: 'Trustly\u2068' },
  { name: 'a stray pop directional isolate then an override', text: 'Visa\u2069\u202E' },
  {
    name: 'an Arabic letter mark, a right-to-left and a left-to-right mark',
    text: '\u061CVisa\u200F\u200E',
  },
  { name: 'a right-to-left mark before digits', text: '\u200F42.00' },
  { name: 'an Arabic name', text: 'بطاقة فيزا' },
  { name: 'a Hebrew name with digits', text: 'כרטיס 4242' },
  { name: 'mixed Latin, European and Arabic-Indic digits', text: 'Pay 12 ٣٤٥ €' },
  {
    name: 'piled combining marks',
    text: 'Z\u0351\u0362\u0344\u0310\u0312\u0313a\u036E\u0364\u0301\u0300\u0302\u0303l',
  },
  { name: 'zero-width characters', text: 'Vi\u200Bsa\u2060\uFEFF' },
  { name: 'a line break and a fake amount', text: 'Visa\n\u202E0.00 €' },
];

/** A plain name to compare with: what the same screen draws with an ordinary server text. */
export const PLAIN_TEXT = 'Visa';
