/**
 * What has focus in `node`'s tree: inside a shadow root (the `<cashier-widget>` element) that is
 * the shadow root's `activeElement`; the document's would be the host element itself.
 */
export function focusedElementNear(node: Node): Element | null {
  const root = node.getRootNode();
  if (root instanceof ShadowRoot) return root.activeElement;
  return node.ownerDocument?.activeElement ?? null;
}

/** Whether the media query `query` matches (false where the environment has no `matchMedia`). */
export function mediaMatches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Brings `container` into view (smoothly, unless the player prefers reduced motion) and moves
 * focus to the first element in it matching `selector` once there is one (a lazily loaded form's
 * heading, say: it must be focusable, `tabIndex={-1}`). Returns a cleanup that stops waiting.
 */
export function revealAndFocus(container: HTMLElement, selector: string): () => void {
  container.scrollIntoView({
    block: 'start',
    behavior: mediaMatches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth',
  });
  const focusTarget = (): boolean => {
    const target = container.querySelector<HTMLElement>(selector);
    // Already in view: focusing must not scroll again (nor interrupt the smooth scroll).
    target?.focus({ preventScroll: true });
    return target !== null;
  };
  if (focusTarget()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusTarget()) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
  };
}
