/**
 * The code the engines run inside the page. Each function here is sent as its source text
 * (`Function.prototype.toString`), so it must stand alone: no imports, no outer variables.
 */
import type { WireQuery, WireText } from './query';

/** What the page says about the first visible element a query finds. */
export interface Sighting {
  /** How many elements match (visible or not). */
  count: number;
  /** Whether one of them is visible; the rest describes the first visible one (else the first). */
  visible: boolean;
  /** Its centre in the top viewport's coordinates, after scrolling it into view. */
  x: number;
  y: number;
  /** Whether a pointer at that centre reaches it (nothing covers it). */
  hittable: boolean;
  /** Its box, to tell a settled element from a moving one. */
  box: string;
  text: string;
  value: string | null;
  checked: boolean | null;
  disabled: boolean;
  focused: boolean;
  attributes: Record<string, string>;
}

export interface LocateOptions {
  /** Scroll the element to the middle of the viewport first. */
  scroll: boolean;
  /** Select the text of a field (so that typing replaces it). */
  selectText: boolean;
  /** Pick an option of a `<select>` by its value, as a player's choice does (input + change). */
  chooseValue: string | null;
}

/** Finds `query` in the page; `null` when nothing matches. */
export function locateInPage(query: WireQuery, options: LocateOptions): Sighting | null {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matches = (wanted: WireText, text: string): boolean =>
    typeof wanted === 'string'
      ? collapse(text) === wanted
      : new RegExp(wanted.source, wanted.flags).test(collapse(text));

  // Tag checks, not `instanceof`: a frame's elements come from another realm.
  const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
  const isTag = <K extends keyof HTMLElementTagNameMap>(
    node: Node,
    tag: K,
  ): node is HTMLElementTagNameMap[K] => isElement(node) && node.tagName === tag.toUpperCase();
  const isField = (
    node: Node,
  ): node is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
    isTag(node, 'input') || isTag(node, 'select') || isTag(node, 'textarea');

  /** Every element under `root`, through open shadow roots. */
  const allElements = (root: Document | ShadowRoot | Element): Element[] => {
    const found: Element[] = [];
    const walk = (node: Document | ShadowRoot | Element) => {
      for (const child of Array.from(node.children)) {
        found.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    walk(root);
    return found;
  };

  const isVisible = (element: Element): boolean => {
    if (element.getClientRects().length === 0) return false;
    const style = (element.ownerDocument.defaultView ?? window).getComputedStyle(element);
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };

  /** The text a screen reader reads for `node`'s content (aria-hidden and hidden parts left out). */
  const readText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!isElement(node)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node.hasAttribute('hidden')) return '';
    if (node.tagName === 'STYLE' || node.tagName === 'SCRIPT') return '';
    if (isTag(node, 'img')) return node.alt;
    if (node.tagName === 'svg' && node.getAttribute('aria-label') !== null) {
      return node.getAttribute('aria-label') ?? '';
    }
    const parts: string[] = [];
    const children = node.shadowRoot ? [node.shadowRoot] : [node];
    for (const parent of children) {
      for (const child of Array.from(parent.childNodes)) parts.push(readText(child));
    }
    const block = /^(DIV|P|LI|H[1-6]|SECTION|BR)$/.test(node.tagName);
    return block ? ` ${parts.join('')} ` : parts.join('');
  };

  const byId = (element: Element, id: string): Element | null => {
    const root = element.getRootNode();
    return 'getElementById' in root ? (root as Document).getElementById(id) : null;
  };

  const labelText = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy !== null) {
      return labelledBy
        .split(/\s+/)
        .map((id) => {
          const target = byId(element, id);
          return target ? readText(target) : '';
        })
        .join(' ');
    }
    const label = element.getAttribute('aria-label');
    if (label !== null) return label;
    if (isField(element)) {
      const labels = Array.from(element.labels ?? []);
      if (labels.length > 0) return labels.map((each) => readText(each)).join(' ');
      if (isTag(element, 'input') && /^(submit|button)$/.test(element.type)) {
        return element.value;
      }
      return element.getAttribute('title') ?? '';
    }
    return '';
  };

  const accessibleName = (element: Element): string => {
    const label = labelText(element);
    if (label !== '') return label;
    if (
      /^(button|link|heading|radio|checkbox|status|alert|listitem)$/.test(roleOf(element) ?? '')
    ) {
      return readText(element);
    }
    return element.getAttribute('title') ?? '';
  };

  function roleOf(element: Element): string | null {
    const explicit = element.getAttribute('role');
    if (explicit !== null) return explicit.split(/\s+/)[0] ?? null;
    const tag = element.tagName;
    if (tag === 'BUTTON') return 'button';
    if (tag === 'A' && element.hasAttribute('href')) return 'link';
    if (/^H[1-6]$/.test(tag)) return 'heading';
    if (tag === 'SELECT') return 'combobox';
    if (tag === 'TEXTAREA') return 'textbox';
    if (tag === 'DIALOG') return 'dialog';
    if (tag === 'OUTPUT') return 'status';
    if (tag === 'IMG') return 'img';
    if (tag === 'LI') return 'listitem';
    if (isTag(element, 'input')) {
      const type = element.type;
      if (type === 'radio') return 'radio';
      if (type === 'checkbox') return 'checkbox';
      if (/^(submit|button|reset)$/.test(type)) return 'button';
      if (/^(text|email|tel|url|search|number|password)$/.test(type)) return 'textbox';
    }
    return null;
  }

  const levelOf = (element: Element): number =>
    Number(element.getAttribute('aria-level') ?? /^H([1-6])$/.exec(element.tagName)?.[1] ?? 0);

  // The root to search, and where its coordinates sit in the top viewport.
  let root: Document | Element = document;
  let offsetX = 0;
  let offsetY = 0;
  if (query.within !== undefined) {
    const container = allElements(document).find((each) => each.matches(query.within ?? ''));
    if (!container) return null;
    root = container;
  }
  if (query.frame !== undefined) {
    const frame = allElements(root).find((each) => each.matches(query.frame ?? ''));
    if (frame === undefined || !isTag(frame, 'iframe') || !frame.contentDocument) return null;
    const frameBox = frame.getBoundingClientRect();
    offsetX = frameBox.left + frame.clientLeft;
    offsetY = frameBox.top + frame.clientTop;
    root = frame.contentDocument;
  }
  const shadow = isElement(root) ? root.shadowRoot : null;
  const candidates = allElements(shadow ?? root);
  if (isElement(root) && shadow === null) candidates.unshift(root);

  let found: Element[];
  if ('role' in query) {
    found = candidates.filter(
      (each) =>
        roleOf(each) === query.role &&
        (query.level === undefined || levelOf(each) === query.level) &&
        (query.name === undefined || matches(query.name, accessibleName(each))),
    );
  } else if ('label' in query) {
    found = candidates.filter(
      (each) => isField(each) && each.type !== 'hidden' && matches(query.label, labelText(each)),
    );
  } else if ('text' in query) {
    // The innermost elements whose text matches (not every ancestor of them).
    const wanted = query.text;
    const holding = candidates.filter((each) => matches(wanted, readText(each)));
    found = holding.filter(
      (each) => !holding.some((other) => other !== each && each.contains(other)),
    );
  } else {
    const css = query.css;
    found = candidates.filter((each) => each.matches(css));
  }
  if (found.length === 0) return null;

  const element = found.find(isVisible) ?? found[0];
  if (!element) return null;
  const visible = isVisible(element);
  if (visible && options.scroll) element.scrollIntoView({ block: 'center', inline: 'center' });

  // A visually hidden radio or checkbox is reached through its label, as a player taps it.
  let target: Element = element;
  const box = element.getBoundingClientRect();
  const label = isTag(element, 'input') ? element.labels?.[0] : undefined;
  if ((box.width < 4 || box.height < 4) && label !== undefined) target = label;
  const targetBox = target.getBoundingClientRect();
  const centreX = targetBox.left + Math.min(targetBox.width / 2, 24);
  const centreY = targetBox.top + targetBox.height / 2;
  const ownerDocument = target.ownerDocument;
  let hit: Element | null = ownerDocument.elementFromPoint(centreX, centreY);
  while (hit?.shadowRoot) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(centreX, centreY);
    if (inner === null || inner === hit) break;
    hit = inner;
  }
  const reaches = (candidate: Element | null): boolean =>
    candidate !== null &&
    (candidate === target ||
      target.contains(candidate) ||
      (isTag(target, 'label') && candidate === target.control) ||
      (isTag(candidate, 'label') && candidate.control === target));

  if (options.selectText && (isTag(element, 'input') || isTag(element, 'textarea'))) {
    element.select();
  }
  if (options.chooseValue !== null && isTag(element, 'select')) {
    // The prototype's setter, past React's own tracking of the value.
    Reflect.set(HTMLSelectElement.prototype, 'value', options.chooseValue, element);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }

  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes))
    attributes[attribute.name] = attribute.value;
  let active: Element | null = element.ownerDocument.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return {
    count: found.length,
    visible,
    x: Math.round(centreX + offsetX),
    y: Math.round(centreY + offsetY),
    hittable: visible && reaches(hit),
    box: [box.left, box.top, box.width, box.height].map(Math.round).join(','),
    text: collapse(readText(element)),
    value: isField(element) ? element.value : null,
    checked: isTag(element, 'input') ? element.checked : null,
    disabled:
      isTag(element, 'button') || isTag(element, 'input')
        ? element.disabled
        : element.getAttribute('aria-disabled') === 'true',
    focused: active === element,
    attributes,
  };
}
