/**
 * The `npm start` server: the built app from dist/ plus the mock cashier API, answered by the same
 * msw handlers as tests and `npm run dev` (through @mswjs/http-middleware). Node only.
 */
import { basename, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { HttpHandler } from 'msw';
import type { ErrorBody } from '@contract/payments/payment';
import type { Catalog } from '../catalog/schema';
import { type LivePayments, createLivePayments } from '../backend/live';
import { MOCK_PLAYER_COOKIE, MOCK_PLAYER_QUERY } from '../backend/player';
import { PLAYER_NAME_PATTERN } from '../backend/playerName';
import { type MockHandler, createHandlers } from '../handlers';
import { API_REFERENCE_PATH, apiReferenceRouter } from './apiReference';
import { compressedStatic } from './compression';
import { CORS_ENV, apiCors, parseCorsOrigins } from './cors';
import { type CspConfig, RUNTIME_CONFIG_FILE, cspConfig } from './csp';
import { providerPageHeaders } from './providerHeaders';
import { runtimeConfigRoute } from './runtimeConfig';
import { CACHE_CONTROL, type HeaderSet, securityHeaders } from './securityHeaders';

export interface AppOptions {
  catalog: Catalog;
  /** The Vite build output (holds index.html and assets/). */
  distDir: string;
  /** The Content-Security-Policy of the HTML pages; default from the build, catalog and env. */
  csp?: CspConfig;
  /** The live-updates registry the WebSocket server shares (mocks/server/liveSocket.ts). */
  live?: LivePayments;
  /**
   * Origins whose pages may call the API (mocks/server/cors.ts); default `CASHIER_CORS_ORIGINS`,
   * else none: only the server's own pages.
   */
  corsOrigins?: readonly string[];
}

/** HTTP handlers only: the live-updates WebSocket is served on the upgrade event instead. */
const isHttpHandler = (handler: MockHandler): handler is HttpHandler =>
  handler.kind !== 'websocket';

const API_PREFIX = '/api/';

/** Where the mock provider pages are served (iframe and redirect targets of the catalog). */
export const MOCK_PROVIDER_PATH = '/mock-provider';
const MOCK_PROVIDER_DIR = fileURLToPath(new URL('../provider/', import.meta.url));

/** The tracker's events API (docs/tracking.md) lives beside the cashier API. */
const EVENTS_PREFIX = '/api-fe-events/';

const isApi = (path: string): boolean =>
  path === '/api' || path.startsWith(API_PREFIX) || path.startsWith(EVENTS_PREFIX);

function apiError(message: string, type = 'request_error'): ErrorBody {
  return { error: { type, message } };
}

/**
 * Hashed build assets never change; everything else (index.html, the worker script, icons) is
 * revalidated on each load so a rebuild shows at once.
 */
function setCacheHeaders(res: express.Response, path: string, distDir: string): void {
  const assetsDir = resolve(distDir, 'assets');
  const immutable = resolve(path).startsWith(assetsDir + sep);
  res.setHeader('Cache-Control', immutable ? CACHE_CONTROL.asset : CACHE_CONTROL.file);
}

const setHeaders = (res: express.Response, headers: HeaderSet): void => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
};

/**
 * Source maps stay out of the served tree: the build writes them to dist-sourcemaps/
 * (tooling/vite/sourceMapsOutside.ts); an older build's maps in dist/ are not served either.
 */
const isSourceMap = (path: string): boolean => path.toLowerCase().endsWith('.map');

export function createApp({
  catalog,
  distDir,
  csp,
  live = createLivePayments(),
  corsOrigins = parseCorsOrigins(process.env[CORS_ENV]),
}: AppOptions): Express {
  const root = resolve(distDir);
  const headers = securityHeaders(csp ?? cspConfig(catalog, root));
  const app = express();
  app.disable('x-powered-by');

  // The headers of every answer (mocks/server/securityHeaders.ts, docs/security.md).
  app.use((_req, res, next) => {
    setHeaders(res, headers.every);
    next();
  });

  // `?mock-player=limited` on any page picks the mock player for the session (a cookie the mock
  // back end reads, mocks/backend/player.ts); `?mock-player=default` goes back.
  app.use((req, res, next) => {
    const picked = req.query[MOCK_PLAYER_QUERY];
    if (typeof picked === 'string' && PLAYER_NAME_PATTERN.test(picked)) {
      res.append('Set-Cookie', `${MOCK_PLAYER_COOKIE}=${picked}; Path=/; SameSite=Lax`);
    }
    next();
  });

  // The middleware streams the raw request body into msw's Request (req.readable), so no body
  // parser may run before it. It calls next() for requests no handler answers.
  // Before the API: preflights end here, and every API answer (404s and errors too) carries the
  // CORS headers its caller may read it with.
  app.use(['/api', '/api-fe-events'], apiCors(corsOrigins), (_req, res, next) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.api);
    next();
  });
  const mockApi = createMiddleware(...createHandlers(catalog, { live }).filter(isHttpHandler));
  const api: RequestHandler = (req, res, next) => {
    if (isApi(req.path)) {
      mockApi(req, res, next);
      return;
    }
    next();
  };
  app.use(api);
  app.use(['/api', '/api-fe-events'], (req, res) => {
    res.status(404).json(apiError(`No mock API route for ${req.method} ${req.originalUrl}.`));
  });

  // The contract (docs/openapi.json) and its reference page, with a policy of their own.
  app.use(API_REFERENCE_PATH, apiReferenceRouter());

  // A framed provider page the player completed (mocks/provider/3ds.js, no-frame.js), in the
  // dialog or in a new window: its payment settles now, as the real provider would tell the back
  // end. `?payment=<id>&status=success|failed` (no status: the amount rule, mocks/backend/live.ts);
  // 204, or 404 for a payment that is not pending.
  app.post(`${MOCK_PROVIDER_PATH}/complete`, (req, res) => {
    const { payment, status } = req.query;
    const outcome = status === 'success' || status === 'failed' ? status : undefined;
    const valid = typeof payment === 'string' && (status === undefined || outcome !== undefined);
    res.status(valid && live.settle(payment, outcome) ? 204 : 404).end();
  });

  // Stand-ins for provider pages (3-D Secure challenge, hosted redirect page, a page that refuses
  // to be framed): not part of dist/.
  app.use(
    MOCK_PROVIDER_PATH,
    express.static(MOCK_PROVIDER_DIR, {
      index: false,
      setHeaders: (res, path) => {
        for (const [name, value] of Object.entries(providerPageHeaders(basename(path)))) {
          res.setHeader(name, value);
        }
      },
    }),
  );

  // The build's runtime settings over the mock operator's support contact (./runtimeConfig.ts).
  app.get(`/${RUNTIME_CONFIG_FILE}`, runtimeConfigRoute(root));

  const staticHeaders = (res: express.Response, path: string): void => {
    setCacheHeaders(res, path, root);
    if (path.endsWith('.html')) setHeaders(res, headers.page);
  };
  app.use((req, res, next) => {
    if (isSourceMap(req.path)) res.status(404).type('text/plain').send('Not found');
    else next();
  });
  app.use(compressedStatic(root, staticHeaders));
  app.use(express.static(root, { index: 'index.html', setHeaders: staticHeaders }));

  // Client-side routes: page loads (Accept: text/html) of unknown paths get the app shell.
  app.use((req, res, next) => {
    const wantsPage = (req.get('accept') ?? '').includes('text/html');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsPage) {
      next();
      return;
    }
    res.setHeader('Cache-Control', CACHE_CONTROL.file);
    setHeaders(res, headers.page);
    res.sendFile(resolve(root, 'index.html'), (error?: Error) => {
      if (error && !res.headersSent) {
        res.status(404).type('text/plain').send('Not found: dist/index.html is missing.');
      }
    });
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    // Only the message: never a request body (submits carry card numbers).
    console.error(
      `${req.method} ${req.path} failed:`,
      error instanceof Error ? error.message : error,
    );
    if (res.headersSent) {
      next(error);
      return;
    }
    if (isApi(req.path)) {
      res.status(500).json(apiError('The mock back end failed.', 'unknown_error'));
      return;
    }
    res.status(500).type('text/plain').send('Internal server error');
  };
  app.use(onError);
  return app;
}
