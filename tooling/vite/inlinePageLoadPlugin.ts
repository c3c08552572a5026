import type { Plugin } from 'vite';
import { type CompiledPageLoadScript, compilePageLoadScript } from './compilePageLoadScript.ts';

/** Configuration of the inline page-load script, written as data attributes of its tag. */
export interface InlinePageLoadOptions {
  /** `project_id` of the `site_loaded` event. */
  projectId: string;
  /** `'spa'` (default) or `'ssr'`: the tracker's `TrackerMode` (features/tracker/types.ts). */
  mode?: 'spa' | 'ssr';
  /** `core_version` of the event, when given. */
  coreVersion?: string;
  /**
   * Events URL or path (no query): the tracker's `DEFAULT_EVENTS_PATH`
   * (features/tracker/constants.ts) unless the site has its own. In `ssr` mode only its path is
   * used, on the site's origin, as the tracker does (docs/tracking.md).
   */
  endpoint: string;
  /** Name of the emitted file holding the CSP hash; default `'page-load-script.sha256'`. */
  hashFileName?: string;
}

/** The plugin, plus the CSP hash of the script it inlines. */
export interface InlinePageLoadPlugin extends Plugin {
  /** Resolves to the CSP hash source of the inlined script, e.g. `sha256-AbC…=`. */
  pageLoadScriptHash(): Promise<string>;
}

/**
 * The events URL the script posts to, whole: in `ssr` mode the path alone (so on the site's
 * origin) with `?no-cookie=true`, which the script then need not spell out.
 */
function endpointFor({ endpoint, mode }: InlinePageLoadOptions): string {
  return mode === 'ssr'
    ? `${new URL(endpoint, 'http://site.invalid').pathname}?no-cookie=true`
    : endpoint;
}

/**
 * A Vite plugin that compiles and minifies `pageLoadScript.ts` (≤ 1 KiB) and inlines it as a
 * classic `<script>` at the end of index.html's `<head>` (in dev and build): after `<meta charset>`,
 * which must stay within the first 1024 bytes, and before the app bundle. On build it also emits
 * the script's CSP hash as `dist/page-load-script.sha256` (one line, `sha256-…`), for the
 * `script-src` of the Content-Security-Policy. The hash covers only the script text, so changing
 * the data attributes does not change it.
 */
export function inlinePageLoadPlugin(options: InlinePageLoadOptions): InlinePageLoadPlugin {
  let compiled: Promise<CompiledPageLoadScript> | undefined;
  const compile = (): Promise<CompiledPageLoadScript> => (compiled ??= compilePageLoadScript());
  const attrs: Record<string, string> = {
    'data-project-id': options.projectId,
    'data-mode': options.mode ?? 'spa',
    'data-endpoint': endpointFor(options),
  };
  if (options.coreVersion !== undefined) attrs['data-core-version'] = options.coreVersion;

  return {
    name: 'tracker-inline-page-load',
    async pageLoadScriptHash() {
      return (await compile()).hash;
    },
    async transformIndexHtml() {
      const { code } = await compile();
      return [{ tag: 'script', attrs, children: code, injectTo: 'head' }];
    },
    async generateBundle() {
      const { hash } = await compile();
      this.emitFile({
        type: 'asset',
        fileName: options.hashFileName ?? 'page-load-script.sha256',
        source: `${hash}\n`,
      });
    },
  };
}
