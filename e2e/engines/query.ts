/**
 * What a player looks for on the page, said the way a player (or Testing Library) would: by role
 * and accessible name, by label or by text. Plain data, so that it crosses into any engine.
 */

/** A text as sent to the page: exact (whitespace collapsed) or a regular expression. */
export type WireText = string | { source: string; flags: string };

/** A text a test asks for: exact, or a regular expression. */
export type TextMatch = string | RegExp;

export type Role =
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'heading'
  | 'img'
  | 'link'
  | 'listitem'
  | 'radio'
  | 'status'
  | 'alert'
  | 'textbox';

/** Where to search: the document (and its open shadow roots), a container, a same-origin frame. */
export interface Scope {
  /** CSS selector of a container in the document (a `<cashier-widget>`, say): only inside it. */
  within?: string;
  /** CSS selector of a same-origin `<iframe>` (searched through shadow roots): only inside it. */
  frame?: string;
}

export type Query = Scope &
  (
    | { role: Role; name?: TextMatch; level?: number }
    | { label: TextMatch }
    | { text: TextMatch }
    | { css: string }
  );

/** The query as the page gets it. */
export type WireQuery = Scope &
  (
    | { role: Role; name?: WireText; level?: number }
    | { label: WireText }
    | { text: WireText }
    | { css: string }
  );

function wireText(text: TextMatch): WireText {
  return typeof text === 'string' ? text : { source: text.source, flags: text.flags };
}

export function toWire(query: Query): WireQuery {
  const scope: Scope = {};
  if (query.within !== undefined) scope.within = query.within;
  if (query.frame !== undefined) scope.frame = query.frame;
  if ('role' in query) {
    return {
      ...scope,
      role: query.role,
      ...(query.name === undefined ? {} : { name: wireText(query.name) }),
      ...(query.level === undefined ? {} : { level: query.level }),
    };
  }
  if ('label' in query) return { ...scope, label: wireText(query.label) };
  if ('text' in query) return { ...scope, text: wireText(query.text) };
  return { ...scope, css: query.css };
}

/** How a query reads in a report: `button "Deposit"`, `label /^Amount/`. */
export function describe(query: Query): string {
  const text = (value: TextMatch) => (typeof value === 'string' ? `"${value}"` : String(value));
  const where = [
    query.within === undefined ? '' : ` in ${query.within}`,
    query.frame === undefined ? '' : ` in frame ${query.frame}`,
  ].join('');
  if ('role' in query) {
    return `${query.role}${query.name === undefined ? '' : ` ${text(query.name)}`}${where}`;
  }
  if ('label' in query) return `field labelled ${text(query.label)}${where}`;
  if ('text' in query) return `text ${text(query.text)}${where}`;
  return `${query.css}${where}`;
}
