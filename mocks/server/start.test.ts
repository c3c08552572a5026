// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { configResponseSchema } from '@contract/payments/player';
import { server as mswServer } from '../node';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** tsx's CLI, run directly: `npx tsx` adds a second start-up and does not forward SIGTERM. */
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const START = join(ROOT, 'mocks/server/start.ts');

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [TSX, START], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

let dir = '';
let distDir = '';

beforeAll(async () => {
  mswServer.close(); // the spawned server is fetched for real, not through msw
  dir = await mkdtemp(join(tmpdir(), 'cashier-start-'));
  distDir = join(dir, 'dist');
  await mkdir(distDir);
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Cashier</title>');
});

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  mswServer.listen({ onUnhandledRequest: 'error' });
});

describe('npm start (mocks/server/start.ts)', () => {
  it('refuses an invalid CASHIER_CATALOG with exit code 1, naming the file and the failing paths', async () => {
    const json = JSON.parse(await readFile(join(ROOT, 'mocks/catalog.json'), 'utf8')) as {
      methods: { limits: Record<string, { min: string }> }[];
    };
    json.methods[1]!.limits.USD!.min = 'twenty';
    const catalogFile = join(dir, 'broken-catalog.json');
    await writeFile(catalogFile, JSON.stringify(json));

    const run = start({ CASHIER_CATALOG: catalogFile, CASHIER_DIST_DIR: distDir, PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(catalogFile);
    expect(run.stderr()).toContain('methods[1].limits.USD.min: must be a decimal amount');
    expect(run.stdout()).not.toContain('Cashier running');
  });

  it('exits with code 1 and suggests another port when the port is taken', async () => {
    const blocker: Server = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const run = start({ CASHIER_DIST_DIR: distDir, PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.stderr()).toContain(
        `Port ${port} is already in use. Set PORT to another port, e.g. PORT=${port + 1} npm start`,
      );
    } finally {
      blocker.close();
    }
  });

  it('serves the API, prints its address and stops cleanly on SIGTERM', async () => {
    const run = start({ CASHIER_DIST_DIR: distDir, PORT: '0' });
    const pattern =
      /Cashier running at (http:\/\/127\.0\.0\.1:\d+\/)\nEmbedding demo: +(\S+)\nCatalog: +(.+)\n/;
    while (!pattern.test(run.stdout())) {
      if (run.child.exitCode !== null) throw new Error(`start.ts exited: ${run.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [, url = '', demo, catalog] = pattern.exec(run.stdout()) ?? [];
    expect(demo).toBe(`${url}embed-demo/`);
    expect(catalog).toMatch(/^mocks\/catalog\.json \(\d+ methods; EUR, USD, BTC; default EUR\)$/);
    // Nothing but the address block after the start: no warnings before or around the URL.
    expect(run.stdout().trim().split('\n')).toEqual([
      `Cashier running at ${url}`,
      `Embedding demo:    ${url}embed-demo/`,
      `Catalog:           ${catalog ?? ''}`,
      'Press Ctrl+C to stop.',
    ]);
    expect(run.stderr()).toBe('');
    const response = await fetch(new URL(cashierPaths.config, url));
    expect(configResponseSchema.parse(await response.json()).currencies).toContain('EUR');

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toContain('Cashier stopped.');
  });
});
