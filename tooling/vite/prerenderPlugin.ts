/**
 * Build tooling (Node): renders the first screen into index.html at build time, from the app's own
 * components (`renderFirstScreen`, src/app/prerender/firstScreenMarkup.tsx, loaded through Vite's
 * SSR module loading with the app's aliases and plugins), so the page paints its real heading,
 * deposit / cash-out switch and method list frame before any script has run, and main.tsx hydrates
 * that markup (docs/budgets-and-benchmarks.md). The markup replaces the `<!--first-screen-->`
 * comment inside `<div id="root">`, and `#root` gets the rendered state's key
 * (`data-prerendered`, src/app/prerender/firstScreenKey.ts). Builds only: `npm run dev` renders
 * on the client alone.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin, PluginOption, ResolvedConfig } from 'vite';
import { runnerImport } from 'vite';
import type { FirstScreenMarkup } from '../../src/app/prerender/firstScreenMarkup.tsx';
import { PRERENDERED_ATTRIBUTE } from '../../src/app/prerender/firstScreenKey.ts';
import type { ProjectConfig } from './productionConfig';

export const FIRST_SCREEN_ENTRY = fileURLToPath(
  new URL('../../src/app/prerender/firstScreenMarkup.tsx', import.meta.url),
);

/** Where index.html wants the first screen: the only content of `#root`. */
export const FIRST_SCREEN_SLOT = '<!--first-screen-->';

/** index.html with the first screen's markup in its slot and its key on `#root`. */
export function injectFirstScreen(html: string, { html: markup, key }: FirstScreenMarkup): string {
  const root = /<div id="root">\s*<!--first-screen-->\s*<\/div>/;
  if (!root.test(html)) {
    throw new Error(`Prerender: index.html has no <div id="root">${FIRST_SCREEN_SLOT}</div>.`);
  }
  const escapedKey = key.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(
    root,
    () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapedKey}">${markup}</div>`,
  );
}

/**
 * Stylesheets as the server render needs them: a CSS module is its class names, each from the
 * build's own naming function (so the markup names the classes the built stylesheet has), and a
 * plain stylesheet is nothing.
 */
const CSS_NAMES_PREFIX = '\0prerender-css:';

export function cssClassNames(scopedName: (name: string, filename: string) => string): Plugin {
  return {
    name: 'cashier-prerender-css-class-names',
    enforce: 'pre',
    // A module id of its own, so that Vite's CSS plugin leaves it alone.
    async resolveId(source, importer) {
      if (!(source.split('?')[0] ?? '').endsWith('.css')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${CSS_NAMES_PREFIX}${resolved.id.split('?')[0] ?? ''}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(CSS_NAMES_PREFIX)) return null;
      const file = id.slice(CSS_NAMES_PREFIX.length, -'.js'.length);
      if (!file.endsWith('.module.css')) return 'export default {};';
      const css = (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '');
      const names = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
      const classes = Object.fromEntries(
        [...names].flatMap((name) => (name ? [[name, scopedName(name, file)]] : [])),
      );
      return `export default ${JSON.stringify(classes)};`;
    },
  };
}

/**
 * Renders the first screen with the build's root, mode, environment and aliases, and the plugins
 * given (those the app's modules need to load: React, the first screen's English, the CSS-module
 * class names).
 */
export async function renderFirstScreenWith(
  config: ProjectConfig,
  plugins: PluginOption[],
): Promise<FirstScreenMarkup> {
  const inline: InlineConfig = {
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'silent',
    resolve: { alias: config.resolve.alias },
    plugins,
  };
  const { module } = await runnerImport<{ renderFirstScreen: () => FirstScreenMarkup }>(
    FIRST_SCREEN_ENTRY,
    inline,
  );
  return module.renderFirstScreen();
}

/** The Vite plugin (see the module comment); `plugins` as for {@link renderFirstScreenWith}. */
export function prerenderPlugin(plugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'cashier-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!config) throw new Error('Prerender: the Vite config is not resolved yet.');
        return injectFirstScreen(html, await renderFirstScreenWith(config, plugins()));
      },
    },
  };
}
