// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { RUNTIME_CONFIG_TIMEOUT_MS, loadRuntimeConfig } from './loadRuntimeConfig';
import { RUNTIME_CONFIG_PATH } from './runtimeConfigRequest';
import { startSettings } from './startSettings';

/** A settings file that answers only when released (at the latest when the test ends). */
function stallSettings() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(RUNTIME_CONFIG_PATH, async () => {
      await answered;
      return new HttpResponse(null, { status: 404 });
    }),
  );
  return release;
}

/** The first screen's placeholder, as the page holds it while the app starts. */
function placeholderRoot() {
  const root = document.createElement('div');
  root.innerHTML = '<p role="status">Loading</p>';
  document.body.replaceChildren(root);
  return root;
}

const alertOf = (root: HTMLElement) => root.querySelector('[role="alert"]');
const tryAgain = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === 'Try again');

let releaseAll: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  releaseAll = [];
});

afterEach(() => {
  vi.useRealTimers();
  for (const release of releaseAll) release();
});

describe('settings that do not come', () => {
  it(`are given up after ${String(RUNTIME_CONFIG_TIMEOUT_MS / 1000)} s, named for the operator`, async () => {
    releaseAll.push(stallSettings());
    const loading = loadRuntimeConfig();
    await vi.advanceTimersByTimeAsync(RUNTIME_CONFIG_TIMEOUT_MS);
    expect(await loading).toEqual({
      ok: false,
      stalled: true,
      problems: [`${RUNTIME_CONFIG_PATH} did not answer within 10 s.`],
    });
  });

  it('say so with "Try again", which asks again in place and starts with the settings', async () => {
    releaseAll.push(stallSettings());
    const root = placeholderRoot();
    const revealed = vi.fn();
    let started: unknown = 'waiting';
    void startSettings(root, { beforeFailure: revealed }).then((settings) => {
      started = settings;
    });

    await vi.advanceTimersByTimeAsync(RUNTIME_CONFIG_TIMEOUT_MS - 1);
    expect(root.textContent).toBe('Loading');
    await vi.advanceTimersByTimeAsync(1);
    await expect
      .poll(() => alertOf(root)?.textContent)
      .toContain('The cashier is taking too long to open');
    expect(revealed).toHaveBeenCalledTimes(1);
    expect(root.textContent).toContain('did not answer within 10 s.');
    expect(started).toBe('waiting');

    // It stalls again: said again, after the same wait.
    tryAgain(root)?.click();
    expect(root.textContent).toBe('Loading');
    await vi.advanceTimersByTimeAsync(RUNTIME_CONFIG_TIMEOUT_MS);
    await expect.poll(() => tryAgain(root)).toBeDefined();

    // Now the file answers.
    server.use(
      http.get(RUNTIME_CONFIG_PATH, () => HttpResponse.json({ apiBaseUrl: 'https://pay.example' })),
    );
    tryAgain(root)?.click();
    expect(root.textContent).toBe('Loading');
    await expect
      .poll(() => started)
      .toEqual({ ok: true, config: { apiBaseUrl: 'https://pay.example' } });
    expect(alertOf(root)).toBeNull();
  });

  it('stop the app, with the problem named, when the settings are wrong', async () => {
    server.use(http.get(RUNTIME_CONFIG_PATH, () => HttpResponse.json({ credentials: 'bearer' })));
    const root = placeholderRoot();
    expect(await startSettings(root)).toBeNull();
    expect(alertOf(root)?.textContent).toContain("The cashier can't open right now");
    expect(tryAgain(root)).toBeDefined();
  });
});
