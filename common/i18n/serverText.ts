/**
 * Server text made safe to draw (docs/i18n.md): a method or provider name, a field
 * label or hint, a history row's method, a provider's message, a network name… The server writes
 * it in whatever language it has, and a hostile or broken one can hide characters in it that
 * redraw the cashier's own words around it: a right-to-left override (U+202E) or an isolate left
 * open reverses the rest of the sentence ("€23.02" drawn as "20.32€"), and a pile of combining
 * marks draws over the lines above and below. Every piece of server text passes through
 * `serverText` where it enters a sentence (the locale files' `{{label, isolate}}`,
 * common/i18n/bidi.ts) or an element (`<Isolate>`, common/ui/Isolated.tsx), and is isolated there.
 */

/**
 * Directional formatting characters that reach past the text they are in: the embeddings and
 * overrides (LRE, RLE, PDF, LRO, RLO: U+202A–U+202E) and the marks (LRM, RLM, ALM). The cashier
 * isolates every piece of server text itself, so none of them is needed, and each can reorder
 * what follows.
 */
const EMBEDDINGS_OVERRIDES_AND_MARKS = /[\u202A-\u202E\u200E\u200F\u061C]/gu;

/** Isolate initiators (LRI, RLI, FSI): kept when closed, closed at the end when left open. */
const ISOLATE_INITIATORS = new Set(['\u2066', '\u2067', '\u2068']);
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * `text` with its isolates balanced: a pop (PDI) that closes nothing is taken out, and every
 * isolate still open at the end is closed there, so nothing of it reaches past the text. (A list
 * the cashier made of isolated names keeps its isolates.)
 */
function closeIsolates(text: string): string {
  let open = 0;
  let closed = '';
  for (const char of text) {
    if (ISOLATE_INITIATORS.has(char)) open += 1;
    else if (char === POP_DIRECTIONAL_ISOLATE) {
      if (open === 0) continue;
      open -= 1;
    }
    closed += char;
  }
  return closed + POP_DIRECTIONAL_ISOLATE.repeat(open);
}

/**
 * Characters that draw nothing yet change the text: C0 and C1 controls other than line breaks and
 * tabs, the zero-width space, the word joiner and invisible operators, the deprecated format
 * characters, the byte-order mark and the interlinear annotation marks. (The zero-width joiner and
 * non-joiner stay: Persian, Indic scripts and emoji need them.)
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B\u2060-\u2064\u206A-\u206F\uFEFF\uFFF9-\uFFFB]/gu;

/** Line and paragraph breaks and tabs: one space each (a name is one line). */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;

/**
 * The most non-spacing (stacked) combining marks kept on one character: enough for every
 * language's letters (Vietnamese stacks two on a vowel), too few to reach the next line.
 */
export const MAX_STACKED_MARKS = 3;

const STACKED_MARKS = new RegExp(
  String.raw`([\p{Mn}\p{Me}]{${MAX_STACKED_MARKS}})[\p{Mn}\p{Me}]+`,
  'gu',
);

/**
 * `text` from the server as it may be drawn: composed (NFC), without embeddings, overrides,
 * directional marks or invisible characters, its isolates closed, one line, and with at most
 * `MAX_STACKED_MARKS` stacked combining marks per character. Letters, digits and punctuation of
 * every script are kept as they are. Idempotent.
 */
export function serverText(text: string): string {
  const visible = text
    .normalize('NFC')
    .replace(EMBEDDINGS_OVERRIDES_AND_MARKS, '')
    .replace(INVISIBLE, '')
    .replace(BREAKS, ' ')
    .replace(STACKED_MARKS, '$1');
  return closeIsolates(visible);
}
