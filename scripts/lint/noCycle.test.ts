// @vitest-environment node
/**
 * The project's ESLint config (eslint.config.js) reports an import cycle between TypeScript
 * files. import-x follows an import only into a file it can parse: without its parser settings
 * for .ts it read no imports at all, and `import-x/no-cycle` stayed silent.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let dir: string;

/** Lints `files` with the project's config, running only `import-x/no-cycle` (no type checks). */
async function cycleErrors(files: string[]): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    cache: false,
    overrideConfig: [tseslint.configs.disableTypeChecked],
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath}: ${message.ruleId ?? message.message}`),
  );
}

beforeAll(async () => {
  // Inside the repository (ESLint lints nothing outside its cwd), in the ignored .cache/.
  await mkdir(join(root, '.cache'), { recursive: true });
  dir = await mkdtemp(join(root, '.cache', 'no-cycle-'));
  await writeFile(
    join(dir, 'first.ts'),
    "import { second } from './second';\nexport const first = (): number => second + 1;\n",
  );
  await writeFile(
    join(dir, 'second.ts'),
    "import { first } from './first';\nexport const second = 1;\nexport const both = (): number => first() + second;\n",
  );
  await writeFile(
    join(dir, 'leaf.ts'),
    "import { second } from './second';\nexport const leaf = (): number => second;\n",
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('import-x/no-cycle in eslint.config.js', () => {
  it('fails lint on two TypeScript files that import each other', async () => {
    const errors = await cycleErrors([join(dir, 'first.ts'), join(dir, 'second.ts')]);

    expect(errors).toEqual([
      `${join(dir, 'first.ts')}: import-x/no-cycle`,
      `${join(dir, 'second.ts')}: import-x/no-cycle`,
    ]);
  });

  it('passes a file that imports without a cycle back to it', async () => {
    expect(await cycleErrors([join(dir, 'leaf.ts')])).toEqual([]);
  });
});
