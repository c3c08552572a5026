/**
 * Finds amounts shown without bidirectional isolation (docs/i18n.md): in a
 * right-to-left page an amount must sit in an isolating element (`<bdi>`, or an element with a
 * `dir` attribute, e.g. common/ui/Isolated.tsx) or between Unicode isolates (U+2066/U+2067/U+2068 …
 * U+2069, the locale files' `{{amount, ltr}}`), else the page reorders its signs ("$US 15.00").
 */

export interface AmountIsolation {
  /** Every amount shown (visible text nodes; hidden templates and scripts left out). */
  amounts: string[];
  /** The amounts among them shown without isolation. */
  unisolated: string[];
}

/**
 * Walks the text under `root` (the page's body when not told) and sorts the amounts it shows into
 * isolated and not.
 *
 * Self-contained (no import, nothing from the module around it), so that a real browser runs the
 * same walk: e2e specs send its source to the page (Playwright's `locator.evaluate`, the engines'
 * `player.run`).
 */
export function amountIsolation(root: Element = document.body): AmountIsolation {
  const digit = String.raw`[\d\u0660-\u0669\u06F0-\u06F9]`;
  const number = String.raw`${digit}(?:[\d\u0660-\u0669\u06F0-\u06F9.,\u066B\u066C\u00A0\u202F ]*${digit})?`;
  // A currency sign, or a code ("EUR", "USDT"), or letters and a sign ("US$", "CA$", "JP¥").
  const currency = String.raw`(?:\p{Sc}|[A-Z]{1,3}\p{Sc}|[A-Z]{3,4}(?![A-Za-z]))`;
  const gap = String.raw`[\u00A0\u202F ]?`;
  // An amount as Intl formats money, in any language: number then currency, or currency then
  // number, with the right-to-left mark Intl starts an Arabic one with.
  const money = new RegExp(
    String.raw`\u200F?(?:${number}${gap}${currency}|${currency}${gap}${number})`,
    'gu',
  );
  const openIsolate = /[\u2066\u2067\u2068]/u;
  const closeIsolate = '\u2069';
  const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\u200F\u061C]/u;

  /** Whether the character at `index` of `text` lies inside a Unicode isolate. */
  const insideIsolate = (text: string, index: number): boolean => {
    let depth = 0;
    for (const char of text.slice(0, index)) {
      if (openIsolate.test(char)) depth += 1;
      else if (char === closeIsolate && depth > 0) depth -= 1;
    }
    return depth > 0;
  };

  /**
   * Whether `node` sits in an isolating element below `root` that reads it left to right: one set
   * to `dir="ltr"`, or one holding no right-to-left text (Latin server text in `dir="auto"`). An
   * Arabic sentence in `dir="auto"` would still reorder an amount inside it.
   */
  const inIsolatingElement = (node: Node): boolean => {
    const isolating = node.parentElement?.closest('bdi, [dir]');
    if (!isolating || !root.contains(isolating)) return false;
    return isolating.getAttribute('dir') === 'ltr' || !rtlLetter.test(isolating.textContent);
  };

  const amounts: string[] = [];
  const unisolated: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (node.parentElement?.closest('script, style, template, [hidden]')) continue;
    for (const match of text.matchAll(money)) {
      amounts.push(match[0]);
      const isolated = insideIsolate(text, match.index) || inIsolatingElement(node);
      if (!isolated) unisolated.push(`${match[0]} in "${text}"`);
    }
  }
  return { amounts, unisolated };
}
