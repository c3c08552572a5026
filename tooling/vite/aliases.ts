import { fileURLToPath } from 'node:url';

const fromRoot = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Import aliases shared by Vite, Vitest and (through tsconfig `paths`) TypeScript and ESLint: the
 * app's, the widget's and the tests' configs, and the build steps' own (productionConfig.ts).
 */
export const aliases = {
  '@/': fromRoot('src/'),
  '@common/': fromRoot('common/'),
  '@testing/': fromRoot('testing/'),
  '@store/': fromRoot('store/'),
  '@features/': fromRoot('features/'),
  '@mocks/': fromRoot('mocks/'),
  '@contract/': fromRoot('contract/'),
};
