/** The processes `npm run bench` drives: the tracker benchmark, a probed build and the mock server. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Row } from './stats';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs a command and resolves with its stdout (its stderr goes to ours). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code === 0) done(out);
      else fail(new Error(`${command} ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

export /** The tracker benchmark's table rows (it prints a Markdown table of measure | result | target). */
async function trackerRows(): Promise<Row[]> {
  const out = await run('npx', ['tsx', 'tooling/bench/tracker/trackerBench.ts']);
  return out
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) => {
      const [measure = '', result = '', target = ''] = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
      return [`tracker: ${measure}`, result, target];
    });
}

export /** A production build with the render probe, into a temp dir (removed at exit). */
async function buildWithProbe(): Promise<{ dir: string; cleanUp: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'cashier-bench-'));
  process.env.VITE_RENDER_PROBE = 'true';
  console.error(`Building the app with the render probe into ${dir}…`);
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, sourcemap: false },
    // Profiler callbacks only run in React's profiling build.
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  });
  return {
    dir,
    cleanUp: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export /** Starts the mock server (`npm start`'s) on the build; resolves with its URL. */
function startServer(distDir: string): Promise<{ url: string; server: ChildProcess }> {
  return new Promise((done, fail) => {
    const server = spawn('npx', ['tsx', 'mocks/server/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        CASHIER_DIST_DIR: distDir,
        PORT: process.env.BENCH_PORT ?? '0',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Cashier running at (http:\/\/\S+?\/)/.exec(out)?.[1];
      if (url) done({ url, server });
    });
    server.once('exit', (code) => {
      fail(new Error(`The server exited with ${String(code)}: ${out}`));
    });
  });
}
