/**
 * The suite's one policy for how long tests, hooks and asynchronous waits may take
 * (docs/testing.md). vite.config.ts gives Vitest the test and hook timeouts and `expect.poll`'s
 * wait; vitest.setup.ts gives Testing Library's `waitFor` and `findBy*` the same wait. No test sets
 * a timeout of its own (eslint.config.js): a test that needs more is made faster or split.
 *
 * They are limits for a hung test, not budgets: a passing test never waits for them, so they are
 * set for the slowest machine the suite must pass on (two cores, both busy with other work), not
 * for the usual one. A failing wait costs its full timeout, which is why waits stay well under the
 * test timeout: the wait's own message (the DOM it saw) is reported, not a bare "timed out".
 */

/** A test (`it`), including its waits. */
export const TEST_TIMEOUT_MS = 60_000;

/**
 * A hook (`beforeAll`, `afterEach`, …). A worker's first `beforeAll` transforms and imports the
 * app's code-split parts (vitest.setup.ts): with both cores busy that took more than Vitest's 10 s.
 */
export const HOOK_TIMEOUT_MS = 120_000;

/** One wait for the UI or a value to reach a state (`findBy*`, `waitFor`, `expect.poll`). */
export const WAIT_TIMEOUT_MS = 15_000;
