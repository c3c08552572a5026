/**
 * Build tooling (Node): the app's code runs after the first paint. index.html's module script
 * becomes a module preload (downloaded and compiled at once, at the same priority) plus a small
 * module script that imports it once the browser has painted the prerendered first screen
 * (tooling/vite/prerenderPlugin.ts), or after {@link START_AT_LATEST_MS} when nothing is painted
 * (a hidden tab). Evaluating the app's modules is one long task; before, the browser ran it first
 * and painted the first screen only after it (docs/budgets-and-benchmarks.md).
 */
import type { Plugin, Rolldown } from 'vite';

/** When the app starts at the latest if no frame was painted (a tab opened in the background). */
export const START_AT_LATEST_MS = 200;

/** The attribute marking the app's module preload, which the starter imports. */
export const APP_SCRIPT_ATTRIBUTE = 'data-cashier-app';

/** The starter: the preloaded app module, imported after the next paint. */
export const STARTER_SOURCE = [
  `const app = document.querySelector('link[${APP_SCRIPT_ATTRIBUTE}]');`,
  'let start = () => {',
  '  start = () => undefined;',
  '  import(app.href);',
  '};',
  'requestAnimationFrame(() => setTimeout(() => start()));',
  `setTimeout(() => start(), ${String(START_AT_LATEST_MS)});`,
  '',
].join('\n');

const STARTER_NAME = 'start.js';

/** index.html with its module script turned into a preload started by `starterUrl`. */
export function startAfterPaint(html: string, starterUrl: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const match = script.exec(html);
  if (!match) throw new Error('Start after paint: index.html has no module script.');
  return html.replace(
    script,
    () =>
      `<link rel="modulepreload" crossorigin href="${match[1] ?? ''}" ${APP_SCRIPT_ATTRIBUTE}>\n` +
      `    <script type="module" crossorigin src="${starterUrl}"></script>`,
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
        const starter = Object.values(context.bundle ?? {}).find(
          (file): file is Rolldown.OutputAsset =>
            file.type === 'asset' && file.names.includes(STARTER_NAME),
        );
        if (!starter) throw new Error('Start after paint: the starter was not emitted.');
        return startAfterPaint(html, `/${starter.fileName}`);
      },
    },
  };
}
