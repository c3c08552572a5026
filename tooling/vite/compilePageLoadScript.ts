import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc } from 'vite';

/** Absolute path of the page-load script's TypeScript source. */
export const PAGE_LOAD_SCRIPT_SOURCE = fileURLToPath(
  new URL('../../features/tracker/pageLoad/pageLoadScript.ts', import.meta.url),
);

/** The most bytes the minified page-load script may have. */
export const PAGE_LOAD_SCRIPT_MAX_BYTES = 1024;

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
 * Compiles the page-load script with Vite's own toolchain (Oxc: strip types, then minify with
 * compress + mangle; esbuild is not needed). Throws when the result would break out of an
 * inline `<script>` or is larger than {@link PAGE_LOAD_SCRIPT_MAX_BYTES}.
 *
 * @param sourcePath - The TypeScript source; default {@link PAGE_LOAD_SCRIPT_SOURCE}.
 */
export async function compilePageLoadScript(
  sourcePath: string = PAGE_LOAD_SCRIPT_SOURCE,
): Promise<CompiledPageLoadScript> {
  const source = await readFile(sourcePath, 'utf8');
  const stripped = await transformWithOxc(source, sourcePath, { lang: 'ts', target: 'es2020' });
  const minified = await minify('pageLoadScript.js', stripped.code, {
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
