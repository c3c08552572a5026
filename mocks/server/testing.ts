/**
 * Test support for tests that speak real HTTP (mocks/server/*.test.ts, tooling/conformance/): the
 * `npm start` app or any handler on an ephemeral port, and msw (vitest.setup.ts) stepped aside for
 * the file so requests reach them.
 */
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { defaultCatalog } from '../handlers';
import { server as mswServer } from '../node';
import { type AppOptions, createApp } from './app';

export interface Running {
  origin: string;
  close: () => Promise<void>;
}

/** Lets this file's requests reach real servers: msw intercepts fetch everywhere else. */
export function letRequestsThrough(): void {
  beforeAll(() => {
    mswServer.close();
  });
  afterAll(() => {
    mswServer.listen({ onUnhandledRequest: 'error' });
  });
}

export async function listen(handler: RequestListener): Promise<Running> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/**
 * The `npm start` app with mocks/catalog.json (or `options.catalog`), serving a build folder of
 * `files` (path → content; none: an empty build), with `options` of its own (allowed CORS origins,
 * say).
 */
export async function startMockBackend(
  files: Record<string, string> = {},
  options: Partial<Pick<AppOptions, 'corsOrigins' | 'catalog'>> = {},
): Promise<Running> {
  const distDir = await mkdtemp(join(tmpdir(), 'cashier-dist-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(distDir, path, '..'), { recursive: true });
    await writeFile(join(distDir, path), content);
  }
  const running = await listen(createApp({ catalog: defaultCatalog, distDir, ...options }));
  return {
    origin: running.origin,
    close: async () => {
      await running.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
