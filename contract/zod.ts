/**
 * zod for shipped code, without generated code: import `z` from here, not from 'zod'. It is
 * `zod/mini` (functions instead of methods: `z.optional(z.string().check(z.maxLength(9)))`): the
 * same parser at about a third of the classic API's bundle size (docs/budgets-and-benchmarks.md).
 *
 * zod's object parser compiles a fast path with `new Function`, which the Content-Security-Policy
 * refuses (no 'unsafe-eval', docs/security.md); even its probe for eval is reported as a violation.
 * zod reads the setting when a schema is defined, so the setting must run before any schema module:
 * being this module's dependency is the only order a bundler keeps across chunks.
 */
import { config, z } from 'zod/mini';

config({ jitless: true });

export { z };
