/**
 * A gate a mock answer waits at until the test opens it: "while the request is on its way"
 * without a delay that a busy machine could outlast (docs/testing.md). In a handler,
 * `await gate.passed`; in the test, `gate.open()` once it has looked at the busy state.
 */
export function createGate() {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
