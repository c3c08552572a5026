// @vitest-environment node
/**
 * The house's one import rule (eslint.config.js: FLOORS and SUBJECTS; README.md): one
 * planted violation per rule family fails lint, and the allowed import beside it passes. Each
 * case lints a line of code as if it stood at a path of the house (ESLint's `lintText`), so no
 * file is written into the tree.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housePlugin, importCircles } from '../../tooling/eslint/importCircles.js';

const root = resolve(import.meta.dirname, '../..');
const RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

const eslint = new ESLint({
  cwd: root,
  cache: false,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
});

/** The rules `code` breaks, linted as the file at `path`. */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const FLOORS = 'import-x/no-restricted-paths';
const HOOKS = 'no-restricted-imports';

const CASES: [family: string, path: string, code: string, expected: string[]][] = [
  // Floors: each imports only the floors below it.
  [
    'contract over common',
    'contract/planted.ts',
    "export { toDecimal } from '@common/lib/money';",
    [FLOORS],
  ],
  ['common over store', 'common/ui/planted.ts', "export { api } from '@store/api';", [FLOORS]],
  [
    'store over a feature',
    'store/planted.ts',
    "export { paymentsSlice } from '@features/payments';",
    [FLOORS],
  ],
  [
    'store over a feature, type only',
    'store/planted.ts',
    "export type { PaymentsState } from '@features/payments';",
    [FLOORS],
  ],
  [
    'a feature over the app',
    'features/card/planted.ts',
    "export type { AppStore } from '@/app/store';",
    [FLOORS],
  ],
  [
    'a feature on the platform',
    'features/card/planted.ts',
    "export { api } from '@store/api';",
    [],
  ],
  [
    'the app on a feature',
    'src/app/planted.ts',
    "export { Cashier } from '@features/cashier';",
    [],
  ],
  // Subjects: a feature imports only the subjects it lists, through their index.ts.
  [
    'a subject not listed',
    'features/card/planted.ts',
    "export { paymentsSlice } from '@features/payments';",
    [FLOORS],
  ],
  [
    'a subject listed, upward',
    'features/payments/planted.ts',
    "export { Cashier } from '@features/cashier';",
    [FLOORS],
  ],
  [
    'a listed subject, deep',
    'features/checkout/planted.ts',
    "export { validateField } from '@features/paymentForm/validation';",
    [FLOORS],
  ],
  [
    'a listed subject, deep and relative',
    'features/checkout/planted.ts',
    "export { validateField } from '../paymentForm/validation';",
    [FLOORS],
  ],
  [
    'a listed subject, by its index',
    'features/checkout/planted.ts',
    "export { AmountBreakdown } from '@features/paymentForm';",
    [],
  ],
  [
    'a listed subject, by a named entry',
    'features/cashier/planted.ts',
    "export const load = () => import('@features/checkout/PaymentForm');",
    [],
  ],
  [
    'the app, deep into a subject',
    'src/app/planted.ts',
    "export { SubmitButton } from '@features/checkout/SubmitButton';",
    [FLOORS],
  ],
  // The typed hooks are the one way to the store.
  [
    'react-redux hooks outside store/hooks.ts',
    'features/card/planted.ts',
    "export { useSelector } from 'react-redux';",
    [HOOKS],
  ],
  [
    'the typed hooks',
    'features/card/planted.ts',
    "export { useAppSelector } from '@store/hooks';",
    [],
  ],
  // Beside the house: test support, the mock back end and the tools.
  [
    'shipped code on test support',
    'features/card/planted.ts',
    "export { renderWithProviders } from '@testing/render';",
    [FLOORS],
  ],
  [
    'shipped code on the mock back end',
    'features/card/planted.ts',
    "export { createHandlers } from '@mocks/handlers';",
    [FLOORS],
  ],
  [
    'the mock back end on a feature',
    'mocks/planted.ts',
    "export { paymentsSlice } from '@features/payments';",
    [FLOORS],
  ],
  [
    'a test anywhere',
    'features/card/planted.test.ts',
    "export { makeStore } from '@/app/store';",
    [],
  ],
];

describe('the house rule in eslint.config.js', () => {
  it.each(CASES)('%s (%s)', async (_family, path, code, expected) => {
    expect(await broken(path, code)).toEqual(expected);
  });
});

describe('house/no-import-circle (tooling/eslint/importCircles.js)', () => {
  let tree: string;
  const write = async (path: string, code: string) => {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), code);
  };

  beforeAll(async () => {
    tree = await mkdtemp(join(tmpdir(), 'house-circle-'));
    await write(
      'tsconfig.json',
      JSON.stringify({ compilerOptions: { paths: { '@store/*': ['./store/*'] } } }),
    );
    // A type-only circle through an alias, as the typed hooks once made through the store.
    await write(
      'store/hooks.ts',
      "import type { RootState } from './store';\nexport type Hooks = RootState;\n",
    );
    await write(
      'store/store.ts',
      "import { slice } from '../features/slice';\nexport type RootState = typeof slice;\n",
    );
    await write(
      'features/slice.ts',
      "import type { Hooks } from '@store/hooks';\nexport const slice = 1;\nexport type Uses = Hooks;\n",
    );
    await write(
      'features/leaf.ts',
      "import { slice } from './slice';\nexport const leaf = slice;\n",
    );
  });
  afterAll(async () => {
    await rm(tree, { recursive: true, force: true });
  });

  it('finds a circle made of type-only imports (which import-x/no-cycle skips)', async () => {
    const lint = (rules: Record<string, 'error'>) =>
      new ESLint({
        cwd: tree,
        overrideConfigFile: true,
        overrideConfig: [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser },
            plugins: { house: housePlugin },
            rules,
          },
        ],
      }).lintFiles(['**/*.ts']);
    const results = await lint({ 'house/no-import-circle': 'error' });
    const reported = results
      .filter((result) => result.messages.length > 0)
      .map((result) => result.filePath.slice(tree.length + 1))
      .sort();
    expect(reported).toEqual(['features/slice.ts', 'store/hooks.ts', 'store/store.ts']);
    expect(results.flatMap((result) => result.messages)[0]?.message).toMatch(
      /in an import circle \(type imports counted\): .+ → .+ → .+ → /,
    );
  });

  it('finds none in the house itself', () => {
    expect([...importCircles(root).circleOf.keys()]).toEqual([]);
  });
});
