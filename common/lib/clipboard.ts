/**
 * The one door to the system clipboard, so tests stub it with `vi.spyOn(clipboard, 'writeText')`.
 */
export const clipboard = {
  /** Copies text; resolves `false` when the browser has no clipboard API or refuses (permissions). */
  async writeText(text: string): Promise<boolean> {
    // Older browsers and insecure (http) pages have no clipboard API at all.
    const api = (globalThis.navigator as Partial<Navigator> | undefined)?.clipboard;
    if (typeof api?.writeText !== 'function') return false;
    try {
      await api.writeText(text);
      return true;
    } catch {
      return false;
    }
  },
};
