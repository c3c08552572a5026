import type { ESLint } from 'eslint';

/** The circles among the house's shipped files under `root` (importCircles.js). */
export function importCircles(root: string): {
  /** Each file in a circle, with the files of its strongly connected group. */
  circleOf: Map<string, string[]>;
  /** One circle through a file of a circle, as paths relative to `root`. */
  circleThrough: (file: string) => string[];
};

/** The ESLint plugin of `house/no-import-circle`. */
export const housePlugin: ESLint.Plugin;
