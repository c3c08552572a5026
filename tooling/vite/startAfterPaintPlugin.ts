/**
 * Build tooling (Node): the app's code is fetched and run after the first paint. index.html's
 * module script becomes a 0.3 KiB starter that, once the browser has painted the prerendered first
 * screen (tooling/vite/prerenderPlugin.ts), or after {@link START_AT_LATEST_MS} when nothing is
 * painted (a hidden tab), preloads the app's modules (all at once, in parallel) and imports them one
 * by one, dependencies first, with a task between two: each module's evaluation is a task of its
 * own instead of one long one. The starter's script element names the modules
 * ({@link APP_MODULES_ATTRIBUTE}) and is fetched at low priority (the first paint does not need
 * it); nothing of the app is requested before that paint, so the app neither delays it nor counts
 * as render-blocking in Lighthouse's estimate of it (docs/budgets-and-benchmarks.md).
 */
import type { Plugin, Rolldown } from 'vite';
import { PAGE_MODULE_ATTRIBUTE } from '../../src/app/boot/pageModule';

/** When the app starts at the latest if no frame was painted (a tab opened in the background). */
export const START_AT_LATEST_MS = 200;

/** The starter's attribute listing the app's module URLs, space-separated, in evaluation order. */
export const APP_MODULES_ATTRIBUTE = 'data-cashier-app';

/** The starter: preloads the listed modules after the next paint and imports them in order. */
export const STARTER_SOURCE = [
  `const modules = document.querySelector('script[${APP_MODULES_ATTRIBUTE}]').getAttribute('${APP_MODULES_ATTRIBUTE}').split(' ');`,
  'const nextTask = () => new Promise((resolve) => setTimeout(resolve));',
  'let start = async () => {',
  '  start = () => undefined;',
  '  for (const href of modules) {',
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  "    link.crossOrigin = '';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  for (const href of modules) {',
  '    await import(href);',
  '    await nextTask();',
  '  }',
  '};',
  'requestAnimationFrame(() => setTimeout(() => start()));',
  `setTimeout(() => start(), ${String(START_AT_LATEST_MS)});`,
  '',
].join('\n');

const STARTER_NAME = 'start.js';

/** The name of the cashier page's chunk (its group in vite.config.ts). */
export const PAGE_CHUNK_NAME = 'cashier';

/**
 * The URLs of `entry` and of every chunk it imports statically, each after the chunks it imports:
 * the order in which importing them one by one evaluates one chunk at a time.
 */
export function evaluationOrder(
  entry: string,
  chunks: ReadonlyMap<string, { imports: readonly string[] }>,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    order.push(fileName);
  };
  visit(entry);
  return order.map((fileName) => `/${fileName}`);
}

/**
 * index.html with its module script replaced by `starterUrl`, which imports `modules` (the app's
 * entry and the chunks it needs, {@link evaluationOrder}), and without the module preloads of
 * those chunks.
 */
export function startAfterPaint(
  html: string,
  starterUrl: string,
  modules: string[],
  pageModule?: string,
): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = script.exec(html)?.[1];
  if (entry === undefined) throw new Error('Start after paint: index.html has no module script.');
  if (modules.at(-1) !== entry) {
    throw new Error(
      `Start after paint: index.html's module script is not ${String(modules.at(-1))}.`,
    );
  }
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  return html
    .replace(preload, (tag, href: string) => (modules.includes(href) ? '' : tag))
    .replace(
      script,
      () =>
        `<script type="module" crossorigin fetchpriority="low" src="${starterUrl}" ${APP_MODULES_ATTRIBUTE}="${modules.join(' ')}"${pageModule === undefined ? '' : ` ${PAGE_MODULE_ATTRIBUTE}="${pageModule}"`}></script>`,
    );
}

/** The Vite plugin (see the module comment). */
export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'cashier-start-after-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: STARTER_NAME, source: STARTER_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.values(context.bundle ?? {});
        const starter = files.find(
          (file): file is Rolldown.OutputAsset =>
            file.type === 'asset' && file.names.includes(STARTER_NAME),
        );
        if (!starter) throw new Error('Start after paint: the starter was not emitted.');
        const chunks = new Map(
          files
            .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('Start after paint: the build has no entry chunk.');
        // The cashier page's chunk (its `codeSplitting` group in vite.config.ts), named for the app
        // to download beside the API's (src/app/boot/pageModule.ts).
        const page = [...chunks.values()].find((chunk) => chunk.name === PAGE_CHUNK_NAME);
        return startAfterPaint(
          html,
          `/${starter.fileName}`,
          evaluationOrder(entry.fileName, chunks),
          page && `/${page.fileName}`,
        );
      },
    },
  };
}
