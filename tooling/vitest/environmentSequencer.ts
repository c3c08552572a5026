import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file names with `// @vitest-environment <name>` (as Vitest reads it), else its project's. */
export function fileEnvironment(code: string, projectEnvironment: string): string {
  return /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1] ?? projectEnvironment;
}

/**
 * Vitest's order (longest file first, from the last run), with the files of one project and one
 * environment next to each other.
 *
 * With `isolate: false` a worker is reused only while the next file in the queue has its project
 * and environment; any other file ends it, and the next worker loads msw, the handlers, React and
 * the app again. Vitest's own order mixes the `// @vitest-environment` files of a project with the
 * others, so a run started a new worker for nearly every file. Grouped, a run starts about two per
 * group. Groups keep the order of their first file (the group with the longest file first), and
 * each keeps the longest-first order within.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      let code = '';
      try {
        code = readFileSync(spec.moduleId, 'utf8');
      } catch {
        // Vitest reports a missing file itself.
      }
      const key = `${spec.project.name}\0${fileEnvironment(code, spec.project.config.environment)}`;
      const group = groups.get(key);
      if (group) group.push(spec);
      else groups.set(key, [spec]);
    }
    return [...groups.values()].flat();
  }
}
