/** The one place the cashier leaves the page or opens another (a thin adapter, replaced in tests). */
export const navigation = {
  assign(url: URL): void {
    window.location.assign(url.href);
  },
  /**
   * Opens `url` (already checked by the URL policy, common/lib/urlPolicy.ts) in a new window or tab
   * that cannot reach back to the cashier. False when the browser blocked the window.
   *
   * Not `window.open(url, '_blank', 'noopener,noreferrer')`: with `noopener` (or `noreferrer`)
   * `window.open` returns null whether or not the window opened (HTML standard), so a blocked
   * window could not be told from an opened one. Instead: an empty window of our own, its
   * `opener` cut before anything is loaded in it, then sent to the URL (`replace`: no empty page
   * in its history). The provider sees the cashier's origin as referrer at most (the default
   * `strict-origin-when-cross-origin`), as the iframe's `referrerpolicy="origin"` already shows it.
   */
  openNewWindow(url: URL): boolean {
    const opened = window.open('about:blank', '_blank');
    if (!opened) return false;
    opened.opener = null;
    opened.location.replace(url.href);
    return true;
  },
};
