import type { IssuePath } from './issuePath';

/** One thing wrong with a catalog file: where in it, and what. */
export interface CatalogProblem {
  path: IssuePath;
  message: string;
}
