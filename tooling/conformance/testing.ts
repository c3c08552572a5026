/**
 * Test support for tooling/conformance/*.test.ts: real HTTP servers on ephemeral ports, and msw
 * (vitest.setup.ts) stepped aside for the file so requests reach them, as mocks/server/app.test.ts does.
 */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { defaultCatalog } from '@mocks/handlers';
import { server as mswServer } from '@mocks/node';
import { createApp } from '@mocks/server/app';

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

/** The reference back end: `createApp` with mocks/catalog.json and an empty build folder. */
export async function startMockBackend(): Promise<Running> {
  const distDir = await mkdtemp(join(tmpdir(), 'cashier-conformance-'));
  const running = await listen(createApp({ catalog: defaultCatalog, distDir }));
  return {
    origin: running.origin,
    close: async () => {
      await running.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
