// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  APP_MODULES_ATTRIBUTE,
  STARTER_SOURCE,
  evaluationOrder,
  startAfterPaint,
} from './startAfterPaintPlugin';
import { PAGE_MODULE_ATTRIBUTE } from '../../src/app/boot/pageModule';

describe('starting the app after the first paint', () => {
  it('replaces the module script by the starter (low priority: the first paint does not need it), which names the modules, and requests none of them', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-AbC.js"></script>\n' +
      '  <link rel="modulepreload" crossorigin href="/assets/libraries-DeF.js">\n' +
      '  <link rel="stylesheet" crossorigin href="/assets/style-GhI.css"></head>';
    expect(
      startAfterPaint(html, '/assets/start-XyZ.js', [
        '/assets/libraries-DeF.js',
        '/assets/index-AbC.js',
      ]),
    ).toBe(
      `<head><script type="module" crossorigin fetchpriority="low" src="/assets/start-XyZ.js" ${APP_MODULES_ATTRIBUTE}="/assets/libraries-DeF.js /assets/index-AbC.js"></script>\n` +
        '  <link rel="stylesheet" crossorigin href="/assets/style-GhI.css"></head>',
    );
  });

  it("names the cashier page's chunk on the starter, for the app to download beside the API's", () => {
    expect(
      startAfterPaint(
        '<script type="module" crossorigin src="/assets/index-AbC.js"></script>',
        '/assets/start-XyZ.js',
        ['/assets/index-AbC.js'],
        '/assets/cashier-JkL.js',
      ),
    ).toBe(
      `<script type="module" crossorigin fetchpriority="low" src="/assets/start-XyZ.js" ${APP_MODULES_ATTRIBUTE}="/assets/index-AbC.js" ${PAGE_MODULE_ATTRIBUTE}="/assets/cashier-JkL.js"></script>`,
    );
  });

  it('fails the build when index.html has no module script, or another than the entry', () => {
    expect(() => startAfterPaint('<head></head>', '/start.js', ['/index.js'])).toThrow(
      /no module script/,
    );
    expect(() =>
      startAfterPaint('<script type="module" crossorigin src="/a.js"></script>', '/start.js', [
        '/index.js',
      ]),
    ).toThrow(/is not \/index\.js/);
  });

  it('orders the entry after every chunk it imports, each chunk after its own imports, once', () => {
    const chunks = new Map([
      ['assets/index.js', { imports: ['assets/app.js', 'assets/libraries.js'] }],
      ['assets/app.js', { imports: ['assets/libraries.js'] }],
      ['assets/libraries.js', { imports: [] }],
    ]);
    expect(evaluationOrder('assets/index.js', chunks)).toEqual([
      '/assets/libraries.js',
      '/assets/app.js',
      '/assets/index.js',
    ]);
  });

  it('after the next paint, or after a while without one, preloads every module and imports them one by one with a task between', () => {
    expect(STARTER_SOURCE).toContain(`script[${APP_MODULES_ATTRIBUTE}]`);
    expect(STARTER_SOURCE).toContain("link.rel = 'modulepreload';");
    expect(STARTER_SOURCE).toMatch(
      /for \(const href of modules\) \{\s+await import\(href\);\s+await nextTask\(\);/,
    );
    expect(STARTER_SOURCE).toContain('requestAnimationFrame(() => setTimeout(() => start()));');
    expect(STARTER_SOURCE).toMatch(/setTimeout\(\(\) => start\(\), \d+\);/);
  });
});
