// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LOAD_SCRIPT_MAX_BYTES, cspHash } from './compilePageLoadScript';
import { EVENTS_PATH } from '@contract/paths';
import { inlinePageLoadPlugin } from './inlinePageLoadPlugin';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'page-load-plugin-'));
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>Cashier</title>\n  </head>\n  <body></body>\n</html>\n',
  );
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('inlinePageLoadPlugin', () => {
  it('inlines the script in <head> and emits its CSP hash next to index.html', async () => {
    const plugin = inlinePageLoadPlugin({
      projectId: 'casino-eu',
      coreVersion: '3.1.0',
      endpoint: EVENTS_PATH,
    });
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [plugin],
      build: { outDir: join(root, 'dist'), emptyOutDir: true },
    });
    const html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
    const match = /<script (data-project-id[^>]*)>([\s\S]*?)<\/script>\s*<\/head>/.exec(html);
    expect(match).not.toBeNull();
    const [, attributes = '', inlined = ''] = match ?? [];
    expect(attributes).toBe(
      'data-project-id="casino-eu" data-mode="spa" data-endpoint="/api-fe-events/v1/events" data-core-version="3.1.0"',
    );
    expect(Buffer.byteLength(inlined)).toBeLessThanOrEqual(PAGE_LOAD_SCRIPT_MAX_BYTES);

    const emitted = await readFile(join(root, 'dist', 'page-load-script.sha256'), 'utf8');
    expect(emitted).toBe(`${cspHash(inlined)}\n`);
    expect(await plugin.pageLoadScriptHash()).toBe(cspHash(inlined));
  });

  it('writes ssr mode and a custom endpoint as data attributes, escaped; ssr posts to the site origin', async () => {
    const plugin = inlinePageLoadPlugin({
      projectId: 'a"b',
      mode: 'ssr',
      endpoint: 'https://events.example/e',
    });
    const hook = plugin.transformIndexHtml as unknown as () => Promise<
      { attrs: Record<string, string>; injectTo: string }[]
    >;
    const [tag] = await hook();
    expect(tag?.attrs).toEqual({
      'data-project-id': 'a"b',
      'data-mode': 'ssr',
      // Server-rendered mode posts to the same path on the site's origin, with no-cookie=true.
      'data-endpoint': '/e?no-cookie=true',
    });
    expect(tag?.injectTo).toBe('head');
  });
});
