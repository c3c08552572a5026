/**
 * What has focus in `node`'s tree: inside a shadow root (the `<cashier-widget>` element) that is
 * the shadow root's `activeElement`; the document's would be the host element itself.
 */
export function focusedElementNear(node: Node): Element | null {
  const root = node.getRootNode();
  if (root instanceof ShadowRoot) return root.activeElement;
  return node.ownerDocument?.activeElement ?? null;
}
