/**
 * The two pages `npm run lighthouse` measures beside the cashier, in the same run (lighthouse.ts):
 *
 * - **bare React**: React 19 rendering a heading and a button (bareReact/), built by Vite for
 *   production like the app: what any React page costs.
 * - **static**: the cashier's own built `index.html` with every script removed: its first screen as
 *   the server sends it, with its stylesheet, drawn with no JavaScript at all: what a page cannot beat.
 *
 * Both are served by one small server with the same brotli compression as `npm start`
 * (mocks/server/compression.ts), so the three pages differ only in what they are.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { compressedStatic } from '../../mocks/server/compression';

const HERE = fileURLToPath(new URL('.', import.meta.url));

export interface ReferencePages {
  bareReact: string;
  static: string;
  close: () => Promise<void>;
}

/**
 * `html` without its scripts: inline and external `<script>` elements and the module preloads that
 * only scripts use. What stays is the markup and the stylesheets.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, '');
}

/** Builds the bare React page into `outDir` (production mode, as the app). */
async function buildBareReact(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(HERE, 'bareReact'),
    base: '/bare-react/',
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

/**
 * Builds the reference pages under `workDir` from the cashier's build in `distDir`, serves them on
 * a free port of 127.0.0.1 and resolves with their URLs.
 */
export async function startReferencePages(
  distDir: string,
  workDir: string,
): Promise<ReferencePages> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(join(workDir, 'static'), { recursive: true });
  await buildBareReact(join(workDir, 'bare-react'));
  const cashierHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  await writeFile(join(workDir, 'static/index.html'), withoutScripts(cashierHtml));

  const app = express();
  const noStore = (res: express.Response) => {
    res.set('Cache-Control', 'no-cache');
  };
  // The static page's stylesheets and images are the cashier's own files.
  app.use('/assets', compressedStatic(join(distDir, 'assets'), noStore));
  app.use('/assets', express.static(join(distDir, 'assets')));
  app.use(compressedStatic(workDir, noStore));
  app.use(express.static(workDir));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${String(port)}`;
  return {
    bareReact: `${origin}/bare-react/`,
    static: `${origin}/static/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
