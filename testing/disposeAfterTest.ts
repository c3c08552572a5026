/**
 * What a test helper built that outlives the test unless let go of: a cashier's store keeps its
 * window listeners (focus, online) and RTK Query its timers. `vitest.setup.ts` disposes all of it
 * after each test, once the components are unmounted. This module imports nothing, so the setup
 * of a file that builds no cashier pays nothing for it.
 */
const disposers = new Set<() => void>();

/** Registers `dispose` to run when the current test ends. */
export function disposeAfterTest(dispose: () => void): void {
  disposers.add(dispose);
}

/** Runs (once) everything registered since the last call. */
export function disposeTestResources(): void {
  const pending = [...disposers];
  disposers.clear();
  for (const dispose of pending) dispose();
}
