/**
 * The API reference of `npm start`: the cashier's OpenAPI document (docs/openapi.json, written by
 * `npm run openapi`) at /api-docs/openapi.json, and a page rendering it with Swagger UI at
 * /api-docs/. Offline: Swagger UI's own files come from swagger-ui-dist in node_modules, the page
 * and its initializer from mocks/server/apiReference/. Node only.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';

/** Where the reference is served. */
export const API_REFERENCE_PATH = '/api-docs';

const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const PAGE_DIR = fileURLToPath(new URL('./apiReference/', import.meta.url));
const SWAGGER_UI_DIR = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/**
 * The page's own Content-Security-Policy: nothing but its own files (no frames, forms, fonts or
 * inline code; swagger-ui-dist's files are served from this origin, so nothing leaves it). One
 * relaxation, which Swagger UI needs: `img-src data:`, because its stylesheet draws its icons
 * (the expand arrows, the lock, the copy button) as `data:` SVG images. It needs no
 * `style-src 'unsafe-inline'`: React sets its `style` props through the CSSOM, which CSP does not
 * govern (e2e/api-reference.spec.ts opens operations, examples and models without a violation).
 * `connect-src 'self'` lets it fetch ./openapi.json and send "Try it out" requests to this origin.
 */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The files under /api-docs/: ours, then Swagger UI's (nothing else of its package). */
const FILES: Record<string, { dir: string; name: string }> = {
  '/': { dir: PAGE_DIR, name: 'index.html' },
  '/initializer.js': { dir: PAGE_DIR, name: 'initializer.js' },
  '/openapi.json': { dir: dirname(OPENAPI_FILE), name: 'openapi.json' },
  '/swagger-ui-bundle.js': { dir: SWAGGER_UI_DIR, name: 'swagger-ui-bundle.js' },
  '/swagger-ui.css': { dir: SWAGGER_UI_DIR, name: 'swagger-ui.css' },
  '/favicon-32x32.png': { dir: SWAGGER_UI_DIR, name: 'favicon-32x32.png' },
};

/** The router to mount at {@link API_REFERENCE_PATH}. */
export function apiReferenceRouter(): Router {
  const router = express.Router({ strict: true });
  router.get('/', (req, res, next) => {
    // /api-docs → /api-docs/, so the page's relative URLs resolve inside it.
    if (req.originalUrl.split('?')[0] === API_REFERENCE_PATH) {
      res.redirect(301, `${API_REFERENCE_PATH}/`);
      return;
    }
    next();
  });
  router.get(Object.keys(FILES), (req, res, next) => {
    const file = FILES[req.path];
    if (file === undefined) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (file.name === 'index.html') res.setHeader('Content-Security-Policy', API_REFERENCE_CSP);
    res.sendFile(join(file.dir, file.name), (error?: Error) => {
      if (error) next(error);
    });
  });
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found.');
  });
  return router;
}
