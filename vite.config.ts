import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { inlinePageLoadPlugin } from './features/tracker/pageLoad/inlinePageLoadPlugin';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Import aliases shared by Vite, Vitest and (through tsconfig `paths`) TypeScript and ESLint. */
export const aliases = {
  '@/': fromRoot('./src/'),
  '@store/': fromRoot('./store/'),
  '@features/': fromRoot('./features/'),
  '@mocks/': fromRoot('./mocks/'),
};

/**
 * `npm run dev` serves the mock provider pages (3-D Secure, hosted redirect) like `npm start` does.
 * The msw worker cannot: it lets page navigations through, and an iframe load is one.
 */
function mockProviderPages(): Plugin {
  const dir = fromRoot('./mocks/provider/');
  return {
    name: 'cashier-mock-provider-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mock-provider', (req, res, next) => {
        const name = (req.url ?? '/').split('?')[0]?.replace(/^\//, '') ?? '';
        if (!/^[\w-]+\.(html|js|css)$/.test(name)) {
          next();
          return;
        }
        const types = { html: 'text/html', js: 'text/javascript', css: 'text/css' } as const;
        const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof types;
        readFile(dir + name)
          .then((body) => {
            res.setHeader('Content-Type', `${types[extension]}; charset=utf-8`);
            res.end(body);
          })
          .catch(() => {
            next();
          });
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mockProviderPages(),
    // SPEC §7 page-load event, inlined into index.html (its CSP hash: dist/page-load-script.sha256).
    inlinePageLoadPlugin({ projectId: process.env.TRACKER_PROJECT_ID ?? 'casino-cashier' }),
  ],
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
