import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type Rolldown, build, minify } from 'vite';

/** Absolute path of the page-load script's TypeScript source. */
export const PAGE_LOAD_SCRIPT_SOURCE = fileURLToPath(
  new URL('../../features/tracker/pageLoad/pageLoadScript.ts', import.meta.url),
);

/**
 * The most bytes the minified page-load script may have: its budget in size-budgets.json
 * (1.125 KiB, which `npm run size` checks too; a test checks both agree).
 */
export const PAGE_LOAD_SCRIPT_MAX_BYTES = 1152;

/** The page-load script ready to inline. */
export interface CompiledPageLoadScript {
  /** Minified classic-script JavaScript (no trailing newline). */
  readonly code: string;
  /** UTF-8 size of `code`. */
  readonly bytes: number;
  /** CSP hash source of `code`, e.g. `sha256-AbC…=` (quote it in a policy: `'sha256-AbC…='`). */
  readonly hash: string;
}

/** The CSP hash source (`sha256-<base64>`) of an inline script's exact text. */
export function cspHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/**
 * Throws unless `code` can sit inside an inline `<script>` as it is: no `</script` (it would end
 * the element early) and no `<!--` (it would change how the rest is parsed).
 */
export function assertInlineSafe(code: string, what: string): void {
  if (/<\/script|<!--/i.test(code)) {
    throw new Error(`${what} must not contain "</script" or "<!--"`);
  }
}

/**
 * The script and what it imports (the tracker's cookie rule, features/tracker/core/cookies.ts) as
 * one classic script: an IIFE, so nothing it declares reaches the page's global scope.
 */
async function bundle(sourcePath: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: false,
      sourcemap: false,
      lib: { entry: sourcePath, formats: ['iife'], name: 'pageLoad' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('Page-load script: the build produced no script.');
  return chunk.code;
}

/**
 * Compiles the page-load script with Vite's own toolchain: bundled with its imports by Vite's
 * build (an IIFE), then minified by Oxc with compress + mangle. Throws when the result would break
 * out of an inline `<script>` or is larger than {@link PAGE_LOAD_SCRIPT_MAX_BYTES}.
 *
 * @param sourcePath - The TypeScript source; default {@link PAGE_LOAD_SCRIPT_SOURCE}.
 */
export async function compilePageLoadScript(
  sourcePath: string = PAGE_LOAD_SCRIPT_SOURCE,
): Promise<CompiledPageLoadScript> {
  const minified = await minify('pageLoadScript.js', await bundle(sourcePath), {
    compress: { target: 'es2020' },
    mangle: true,
  });
  if (minified.errors.length > 0) {
    throw new Error(`Page-load script: ${minified.errors.map((e) => e.message).join('; ')}`);
  }
  const code = minified.code.trim();
  assertInlineSafe(code, 'Page-load script');
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > PAGE_LOAD_SCRIPT_MAX_BYTES) {
    throw new Error(`Page-load script is ${bytes} bytes, over ${PAGE_LOAD_SCRIPT_MAX_BYTES}`);
  }
  return { code, bytes, hash: cspHash(code) };
}
