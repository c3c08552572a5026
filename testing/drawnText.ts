/**
 * Text "as drawn": what a browser shows of an element, each block a line, its characters in the
 * visual order the Unicode Bidirectional Algorithm gives them (testing/unicodeBidi.ts), read
 * left to right. Tests compare it with the text as written (`textContent`), so an amount a server
 * string reorders ("€23.02" drawn as "20.32€") fails in a DOM without layout (happy-dom, jsdom).
 *
 * The element tree is read as HTML lays it out for bidi: a block (and an inline-block control)
 * is a paragraph of its own, in the direction of its `dir` (or its closest ancestor's, or the
 * page's); a `<bdi>` or an inline element with `dir` is an isolate (LRI/RLI/FSI … PDI), a `<bdo>`
 * an override inside one; hidden elements, scripts and styles draw nothing.
 */
import { type ParagraphDirection, drawnOrder } from './unicodeBidi';

const BLOCKS = new Set(
  'address article aside blockquote br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr input legend li main nav ol option p pre section select summary table tbody td textarea tfoot th thead tr ul'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'noscript']);

const ISOLATE_OF: Readonly<Record<string, string>> = {
  ltr: '\u2066',
  rtl: '\u2067',
  auto: '\u2068',
};
const PDI = '\u2069';

function directionAttribute(element: Element): ParagraphDirection | null {
  const dir = element.getAttribute('dir')?.toLowerCase();
  return dir === 'ltr' || dir === 'rtl' || dir === 'auto' ? dir : null;
}

/** The direction a block takes: its own `dir`, else its closest ancestor's (`auto` resolved there as auto). */
function blockDirection(element: Element): ParagraphDirection {
  const holder = element.closest('[dir]');
  return holder ? (directionAttribute(holder) ?? 'ltr') : 'ltr';
}

interface Paragraph {
  text: string;
  direction: ParagraphDirection;
}

function collect(element: Element, direction: ParagraphDirection, out: Paragraph[]): void {
  let current = '';
  const flush = () => {
    if (current.trim() !== '') out.push({ text: current, direction });
    current = '';
  };
  const inline = (node: Node): void => {
    if (node.nodeType === node.TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const child = node as Element;
    const tag = child.tagName.toLowerCase();
    if (SKIPPED.has(tag) || child.hasAttribute('hidden')) return;
    if (BLOCKS.has(tag)) {
      flush();
      collect(child, directionAttribute(child) ?? direction, out);
      return;
    }
    const own = directionAttribute(child);
    if (tag === 'bdo' && (own === 'ltr' || own === 'rtl')) {
      current += `${ISOLATE_OF[own] ?? ''}${own === 'ltr' ? '\u202D' : '\u202E'}`;
      child.childNodes.forEach(inline);
      current += `\u202C${PDI}`;
    } else if (tag === 'bdi' || own !== null) {
      current += ISOLATE_OF[own ?? 'auto'] ?? '';
      child.childNodes.forEach(inline);
      current += PDI;
    } else child.childNodes.forEach(inline);
  };
  element.childNodes.forEach(inline);
  flush();
}

/**
 * The lines `element` draws (one per block with text), each in visual order, left to right,
 * without the characters that draw nothing; white space collapsed as HTML does.
 */
export function drawnLines(element: Element): string[] {
  const paragraphs: Paragraph[] = [];
  collect(element, blockDirection(element), paragraphs);
  return paragraphs.map(({ text, direction }) =>
    drawnOrder(text.replace(/[ \t\n\r\f]+/gu, ' ').trim(), direction),
  );
}
