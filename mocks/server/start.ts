/**
 * `npm start`: serves the built cashier and the mock back end on one port.
 *
 *   PORT             port to listen on (default 4173; 0 picks a free one)
 *   HOST             interface to listen on (default 127.0.0.1)
 *   CASHIER_CATALOG  catalog file to answer from (default mocks/catalog.json)
 *   CASHIER_DIST_DIR build to serve (default dist/, built with `npm run build` when missing)
 *   CASHIER_LIVE_SETTLE_MS  time before a pending payment's live update, and before the mock's
 *                    identity check decides an uploaded document (default 5000)
 *   CASHIER_CORS_ORIGINS  origins whose pages may call the API and open its socket (default none)
 *   --rebuild        run `npm run build` even when dist/index.html exists
 *
 * Exits with code 1, saying why, when the catalog is invalid, the build fails or the port is taken.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadedCatalog, catalogPath, loadCatalog } from '../catalog/loadCatalog';
import { DEFAULT_SETTLE_MS, createLivePayments } from '../backend/live';
import { createApp } from './app';
import { CORS_ENV, parseCorsOrigins } from './cors';
import { attachLiveSocket } from './liveSocket';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEFAULT_PORT = 4173;

class StartError extends Error {}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    throw new StartError(`PORT must be a port number from 0 to 65535, not "${value}".`);
  }
  return port;
}

async function readCatalog(): Promise<LoadedCatalog> {
  try {
    return await loadCatalog(catalogPath());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartError(`Cannot start the cashier. ${reason}`);
  }
}

function runBuild(): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.once('error', (error) => {
      console.error(`Cannot run npm run build: ${error.message}`);
      done(1);
    });
    child.once('exit', (code) => {
      done(code ?? 1);
    });
  });
}

async function ensureBuild(rebuild: boolean): Promise<string> {
  const configured = process.env.CASHIER_DIST_DIR?.trim();
  const distDir = configured ? resolve(configured) : join(ROOT, 'dist');
  const built = existsSync(join(distDir, 'index.html'));
  if (configured) {
    if (!built) throw new StartError(`CASHIER_DIST_DIR ${distDir} has no index.html.`);
    return distDir;
  }
  if (built && !rebuild) return distDir;
  console.log(built ? 'Rebuilding the app…' : 'No build in dist/ yet: building the app…');
  const code = await runBuild();
  if (code !== 0) throw new StartError(`npm run build failed (exit code ${code}).`);
  return distDir;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((done, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartError(
            `Port ${port} is already in use. Set PORT to another port, e.g. PORT=${port + 1} npm start`,
          ),
        );
      } else {
        reject(new StartError(`Cannot listen on ${host}:${port}: ${error.message}`));
      }
    });
    server.listen(port, host, () => {
      const address = server.address();
      done(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

function readSettleMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SETTLE_MS;
  if (!/^\d{1,7}$/.test(value.trim())) {
    throw new StartError(
      `CASHIER_LIVE_SETTLE_MS must be milliseconds (0 to 9999999), not "${value}".`,
    );
  }
  return Number(value);
}

function stopOnSignals(server: Server, beforeClose: () => void = () => undefined): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      console.log('Stopping now.');
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping the cashier…`);
    beforeClose();
    server.close(() => {
      console.log('Cashier stopped.');
    });
    server.closeIdleConnections();
    // Open keep-alive or streaming connections get a moment to finish, then are cut.
    setTimeout(() => {
      server.closeAllConnections();
    }, 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** `mocks/catalog.json (24 methods; EUR, USD, BTC; default EUR)`, the path relative when inside the project. */
export function describeCatalog(catalog: LoadedCatalog['catalog'], path: string): string {
  const shown = path.startsWith(ROOT) ? relative(ROOT, path) : path;
  const count = catalog.methods.length;
  const methods = `${String(count)} ${count === 1 ? 'method' : 'methods'}`;
  return `${shown} (${methods}; ${catalog.currencies.join(', ')}; default ${catalog.defaultCurrency})`;
}

/** The allowed CORS origins, or a {@link StartError} saying which entry is not an origin. */
function readCorsOrigins(value: string | undefined): string[] {
  try {
    return parseCorsOrigins(value);
  } catch (error) {
    throw new StartError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const port = readPort(process.env.PORT);
  const host = process.env.HOST?.trim() ?? '';
  const hostname = host === '' ? '127.0.0.1' : host;
  const { catalog, path } = await readCatalog();
  const distDir = await ensureBuild(process.argv.slice(2).includes('--rebuild'));
  const live = createLivePayments({
    settleAfterMs: readSettleMs(process.env.CASHIER_LIVE_SETTLE_MS),
  });
  const corsOrigins = readCorsOrigins(process.env[CORS_ENV]);
  const server = createServer(createApp({ catalog, distDir, live, corsOrigins }));
  const liveSocket = attachLiveSocket(server, live, { allowedOrigins: corsOrigins });
  const actualPort = await listen(server, port, hostname);
  stopOnSignals(server, () => {
    liveSocket.close();
  });
  const shownHost = hostname.includes(':') ? `[${hostname}]` : hostname;
  const base = `http://${shownHost}:${actualPort}/`;
  console.log(`\nCashier running at ${base}`);
  console.log(`Embedding demo:    ${base}embed-demo/`);
  console.log(`Catalog:           ${describeCatalog(catalog, path)}`);
  console.log('Press Ctrl+C to stop.');
}

try {
  await main();
} catch (error) {
  console.error(error instanceof StartError ? error.message : error);
  process.exitCode = 1;
}
