// @vitest-environment node
import { createHash } from 'node:crypto';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { INLINE_SCRIPT_HASH_FILES } from '@mocks/server/csp';
import { takePrefetched } from '@common/lib/prefetch';
import {
  BOOT_PREFETCH_HASH_FILE,
  BOOT_PREFETCH_MAX_BYTES,
  bootPrefetchPlugin,
  compileBootScript,
} from './bootPrefetchPlugin';
import { productionConfig } from './productionConfig';

const config = productionConfig();

/**
 * Runs the compiled script as a page would, on `pathname`, with `saved` as the stored language and
 * `settings` as the runtime settings file (`null`: none, a 404).
 */
function runOnPage(
  code: string,
  pathname: string,
  saved: string | null,
  settings: object | null = null,
) {
  const config = {
    currencies: ['SEK', 'CAD'],
    currencyScales: { SEK: 2, CAD: 2 },
    defaultCurrency: 'CAD',
    mercuryoMode: 'production',
  };
  const fetch = vi.fn((url: string) => {
    if (url.endsWith('/runtime-config.json')) {
      return Promise.resolve(
        settings === null
          ? new Response(null, { status: 404 })
          : new Response(JSON.stringify(settings)),
      );
    }
    return Promise.resolve(new Response(url.endsWith('/config') ? JSON.stringify(config) : '{}'));
  });
  const page: Record<string, unknown> = {
    location: { origin: 'https://casino.test', pathname, href: `https://casino.test${pathname}` },
    URL,
    localStorage: { getItem: () => saved },
    navigator: { languages: ['en-GB'] },
    fetch,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
    setTimeout,
    Intl,
    Date,
    URLSearchParams,
    Map,
    Object,
    Promise,
  };
  page.window = page;
  const context = createContext(page);
  runInContext(code, context);
  // The page's own global object, where the script keeps what it started.
  const host = runInContext('globalThis', context) as object;
  return { fetch, host };
}

describe('bootPrefetchPlugin', () => {
  it('compiles one small classic script, safe to inline, with its CSP hash', async () => {
    const { code, bytes, hash } = await compileBootScript(config);
    expect(bytes).toBeLessThanOrEqual(BOOT_PREFETCH_MAX_BYTES);
    expect(code).not.toMatch(/<\/script|<!--|\bimport\b|\bexport\b/);
    expect(hash).toBe(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  });

  it('starts the cashier requests on the deposit page, and nothing elsewhere', async () => {
    const { code } = await compileBootScript(config);
    const onCashier = runOnPage(code, '/', 'fi');
    // The runtime settings first (none here), then the config, then the methods in the currency
    // it names once it has answered.
    expect(onCashier.fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://casino.test/runtime-config.json',
    ]);
    await expect.poll(() => onCashier.fetch).toHaveBeenCalledTimes(4);
    expect(onCashier.fetch).toHaveBeenCalledWith(
      'https://casino.test/api/cashier/v1/methods?action=deposit&currency=CAD',
      {
        method: 'GET',
        headers: { Accept: 'application/json', 'Accept-Language': 'fi, en;q=0.5' },
        credentials: 'include',
      },
    );
    // What it started is there for the app's request (the registry is shared across bundles).
    const request = new Request('https://casino.test/api/cashier/v1/config', {
      headers: { Accept: 'application/json', 'Accept-Language': 'fi, en;q=0.5' },
      credentials: 'include',
    });
    expect(takePrefetched(request, { host: onCashier.host })).toBeDefined();

    const onSupport = runOnPage(code, '/support', 'fi');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSupport.fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://casino.test/runtime-config.json',
    ]);
  });

  it('asks the API the runtime settings name, and nothing early when tokens are a host’s', async () => {
    const { code } = await compileBootScript(config);
    const elsewhere = runOnPage(code, '/', null, { apiBaseUrl: 'https://pay.test/cashier/' });
    await expect.poll(() => elsewhere.fetch).toHaveBeenCalledTimes(4);
    expect(elsewhere.fetch.mock.calls[1]?.[0]).toBe(
      'https://pay.test/cashier/api/cashier/v1/config',
    );

    for (const settings of [{ credentials: 'bearer' }, { apiBaseURL: 'https://pay.test' }]) {
      const page = runOnPage(code, '/', null, settings);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(page.fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('adds the script to the head and its hash to the files the CSP reads', async () => {
    const plugin = bootPrefetchPlugin();
    expect(plugin.apply).toBe('build');
    (plugin.configResolved as (resolved: typeof config) => void)(config);
    const tags = await (
      plugin.transformIndexHtml as unknown as () => Promise<{ injectTo: string }[]>
    )();
    expect(tags).toEqual([expect.objectContaining({ tag: 'script', injectTo: 'head' })]);
    expect(INLINE_SCRIPT_HASH_FILES).toContain(BOOT_PREFETCH_HASH_FILE);
  });
});
