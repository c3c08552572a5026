/**
 * Build tooling (Node): inlines the boot prefetch (`src/app/boot/bootPrefetch.ts`, bundled with
 * the app's own modules into one minified classic script) at the end of index.html's `<head>`, and
 * emits its CSP hash as `dist/boot-prefetch.sha256` for `npm start`'s `script-src`. Builds only: in
 * `npm run dev` the msw worker is not running yet when the head is parsed, so there is nothing to
 * prefetch from.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { build } from 'vite';
import sizeBudgets from '../../size-budgets.json' with { type: 'json' };
import { assertInlineSafe, cspHash } from './compilePageLoadScript.ts';
import type { ProjectConfig } from './productionConfig';

export const BOOT_PREFETCH_SOURCE = fileURLToPath(
  new URL('../../src/app/boot/bootPrefetch.ts', import.meta.url),
);

/** The file the build writes the script's CSP hash source into (`sha256-…`). */
export const BOOT_PREFETCH_HASH_FILE = 'boot-prefetch.sha256';

/**
 * The most bytes the inlined script may have (it is in every page's HTML): its budget in
 * size-budgets.json, which `npm run size` checks too.
 */
export const BOOT_PREFETCH_MAX_BYTES = sizeBudgets.bootScript * 1024;

export interface CompiledBootScript {
  code: string;
  bytes: number;
  /** `sha256-…` of `code`. */
  hash: string;
}

/**
 * Bundles `bootPrefetch.ts` as an IIFE with the app's aliases, mode and environment (so
 * `VITE_API_ORIGIN` is the app's), minified. Throws when the result is not safe to inline or is
 * over {@link BOOT_PREFETCH_MAX_BYTES}.
 */
export async function compileBootScript(config: ProjectConfig): Promise<CompiledBootScript> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      lib: { entry: BOOT_PREFETCH_SOURCE, formats: ['iife'], name: 'cashierBoot' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('Boot prefetch: the build produced no script.');
  const code = chunk.code.trim();
  assertInlineSafe(code, 'Boot prefetch');
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > BOOT_PREFETCH_MAX_BYTES) {
    throw new Error(`Boot prefetch is ${bytes} bytes, over ${BOOT_PREFETCH_MAX_BYTES}`);
  }
  return { code, bytes, hash: cspHash(code) };
}

/** The Vite plugin (see the module comment). */
export function bootPrefetchPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  let compiled: Promise<CompiledBootScript> | undefined;
  const compile = (): Promise<CompiledBootScript> => {
    if (!config) throw new Error('Boot prefetch: the Vite config is not resolved yet.');
    return (compiled ??= compileBootScript(config));
  };
  return {
    name: 'cashier-boot-prefetch',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async transformIndexHtml() {
      const { code } = await compile();
      return [{ tag: 'script', children: code, injectTo: 'head' }];
    },
    async generateBundle() {
      const { hash } = await compile();
      this.emitFile({ type: 'asset', fileName: BOOT_PREFETCH_HASH_FILE, source: `${hash}\n` });
    },
  };
}
