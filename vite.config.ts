import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Import aliases shared by Vite, Vitest and (through tsconfig `paths`) TypeScript and ESLint. */
export const aliases = {
  '@/': fromRoot('./src/'),
  '@store/': fromRoot('./store/'),
  '@features/': fromRoot('./features/'),
  '@mocks/': fromRoot('./mocks/'),
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['{src,store,features,mocks}/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
