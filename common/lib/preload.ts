/**
 * The loaders of code-split components (common/ui/lazyComponent.tsx registers each one).
 * Tests load them all before they start (vitest.setup.ts), so a test times what the player sees,
 * not the test runner compiling a chunk on first use.
 */
const loaders = new Set<() => Promise<unknown>>();

/** Adds a loader; `preloadRegistered` will call it. */
export function registerPreload(load: () => Promise<unknown>): void {
  loaders.add(load);
}

/** Calls every registered loader and waits for all of them. */
export async function preloadRegistered(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
