import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  HIDDEN_SOURCE_MAPS,
  SOURCE_MAPS_DIR,
  sourceMapsOutside,
} from './tooling/vite/sourceMapsOutside.ts';
import { aliases } from './tooling/vite/aliases.ts';
import {
  featureTreeshake,
  firstScreenChunks,
  firstScreenEnglish,
  libraryAliases,
} from './vite.config.ts';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The embeddable widget (docs/embedding.md): `dist/widget/cashier-widget.js`, an ES module that
 * defines `<cashier-widget>`, with its lazily loaded pages as chunks beside it, plus the host demo
 * page's script (`embed-demo.js`).
 *
 * All CSS — the app's, every chunk's CSS modules, the shadow-root theme — goes into one file,
 * `cashier-widget.css` (`cssCodeSplit: false`), which each widget links inside its shadow root.
 * Library mode never injects CSS into the document, so nothing reaches the host page's `<head>`.
 * (CSS `?inline` strings would also stay out of the head, but CSS modules imported that way lose
 * their class-name maps, and every widget would parse its own copy; one linked file is fetched
 * and parsed once for all widgets on a page.)
 */
export default defineConfig({
  plugins: [react(), firstScreenEnglish(), sourceMapsOutside(`${SOURCE_MAPS_DIR}/widget`)],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      ...libraryAliases,
    ],
  },
  // Library mode leaves `process.env.NODE_ENV` for a re-bundler; this file goes to browsers as is.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/widget',
    emptyOutDir: true,
    sourcemap: HIDDEN_SOURCE_MAPS,
    copyPublicDir: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        'cashier-widget': fromRoot('./src/embed/index.ts'),
        'embed-demo': fromRoot('./src/embed/demo/embedDemo.ts'),
      },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'cashier-widget',
    },
    rolldownOptions: {
      treeshake: featureTreeshake,
      output: {
        minify: true,
        comments: false,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: firstScreenChunks(/src[\\/]embed[\\/](index|demo[\\/]embedDemo)\.ts$/),
        },
      },
    },
  },
});
