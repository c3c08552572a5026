// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_SCRIPT_ATTRIBUTE, STARTER_SOURCE, startAfterPaint } from './startAfterPaintPlugin';

describe('starting the app after the first paint', () => {
  it('preloads the app module instead of running it, and runs the starter', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-AbC.js"></script></head>';
    expect(startAfterPaint(html, '/assets/start-XyZ.js')).toBe(
      `<head><link rel="modulepreload" crossorigin href="/assets/index-AbC.js" ${APP_SCRIPT_ATTRIBUTE}>\n` +
        '    <script type="module" crossorigin src="/assets/start-XyZ.js"></script></head>',
    );
  });

  it('fails the build when index.html has no module script', () => {
    expect(() => startAfterPaint('<head></head>', '/start.js')).toThrow(/no module script/);
  });

  it('imports the preloaded module once: after the next paint, or after a while without one', () => {
    expect(STARTER_SOURCE).toContain(`document.querySelector('link[${APP_SCRIPT_ATTRIBUTE}]')`);
    expect(STARTER_SOURCE).toContain('requestAnimationFrame(() => setTimeout(() => start()));');
    expect(STARTER_SOURCE).toMatch(/setTimeout\(\(\) => start\(\), \d+\);/);
  });
});
