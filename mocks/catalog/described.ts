/**
 * The wire schemas are zod/mini (shipped code, see docs/budgets-and-benchmarks.md), which has no
 * methods such as `.omit` or `.describe`: the catalog wraps their shapes in classic objects, and
 * describes a wire schema through `described` (a copy, like classic `.describe`, so the shared
 * schema stays bare).
 */
import { z } from 'zod';

/** A copy of `schema` carrying `description` in the JSON Schema. */
export function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  const copy = z.core.clone(schema);
  z.globalRegistry.add(copy, { description });
  return copy;
}
