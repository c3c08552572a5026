/**
 * Reads a catalog file (mocks/catalog/schema.ts): its shape, then the cross-checks
 * (mocks/catalog/crossCheck.ts), each problem named by its path in the file.
 */
import type { z } from 'zod';
import { crossCheckCatalog } from './crossCheck';
import { type IssuePath, formatPath } from './issuePath';
import { salvageCatalog, toFileProblem } from './salvage';
import { type Catalog, catalogSchema } from './schema';

export type ParseCatalogResult = { ok: true; catalog: Catalog } | { ok: false; problems: string[] };

type Issue = z.core.$ZodIssue;

/**
 * Makes nested issues readable: a union reports its closest branch (fewest problems) under the
 * union's path, and a record key reports why the key itself is wrong.
 */
function flattenIssue(issue: Issue): { path: IssuePath; message: string }[] {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = issue.errors.reduce((best, branch) =>
      branch.length < best.length ? branch : best,
    );
    if (closest.length > 0) {
      return closest.flatMap(flattenIssue).map((inner) => ({
        path: [...issue.path, ...inner.path],
        message: inner.message,
      }));
    }
  }
  if (issue.code === 'invalid_key' && issue.issues.length > 0) {
    // A record key failed its own schema: report the key's problem ("must be an upper-case ...").
    return issue.issues.map((inner) => ({ path: issue.path, message: inner.message }));
  }
  return [{ path: issue.path, message: issue.message }];
}

/** Validates a parsed catalog file: shape first, then the rules JSON Schema cannot state. */
export function parseCatalog(json: unknown): ParseCatalogResult {
  const parsed = catalogSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .flatMap(flattenIssue)
      .map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
    // The cross-checks still run over the parts that are valid on their own, so one run lists
    // every problem (a duplicate id must not wait until a missing field elsewhere is fixed).
    const salvaged = salvageCatalog(json);
    const crossProblems = salvaged
      ? crossCheckCatalog(salvaged.catalog)
          .map((problem) => toFileProblem(problem, salvaged.fileIndex))
          .map((problem) => `${formatPath(problem.path)}: ${problem.message}`)
      : [];
    return { ok: false, problems: [...new Set([...problems, ...crossProblems])] };
  }
  const problems = crossCheckCatalog(parsed.data).map(
    (problem) => `${formatPath(problem.path)}: ${problem.message}`,
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, catalog: parsed.data };
}
