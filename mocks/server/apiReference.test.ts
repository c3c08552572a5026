// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REFERENCE_CSP } from './apiReference';
import { type Running, letRequestsThrough, startMockBackend } from './testing';

const OPENAPI_FILE = new URL('../../docs/openapi.json', import.meta.url);

let backend: Running | undefined;
let origin = '';

letRequestsThrough();

beforeAll(async () => {
  backend = await startMockBackend({ 'index.html': '<!doctype html><title>Cashier</title>' });
  origin = backend.origin;
});

afterAll(async () => {
  await backend?.close();
});

const get = (path: string, accept = '*/*') =>
  fetch(origin + path, { headers: { Accept: accept }, redirect: 'manual' });

/** The URLs of the page's scripts and stylesheets, and whether it has inline script or style. */
function pageResources(html: string, pageUrl: string) {
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const scripts = [...document.querySelectorAll('script')];
  const links = [...document.querySelectorAll('link[rel~="stylesheet"]')];
  return {
    urls: [
      ...scripts.map((script) => script.getAttribute('src') ?? ''),
      ...links.map((link) => link.getAttribute('href') ?? ''),
    ].map((src) => new URL(src, pageUrl)),
    inline: scripts.some((script) => !script.hasAttribute('src') || script.text.trim() !== ''),
    inlineStyles: document.querySelectorAll('style').length,
  };
}

describe('the API reference of npm start', () => {
  it('serves the committed OpenAPI document as JSON', async () => {
    const response = await get('/api-docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
    expect(await response.text()).toBe(await readFile(OPENAPI_FILE, 'utf8'));
  });

  it('sends the reference page with its own Content-Security-Policy', async () => {
    const response = await get('/api-docs/', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html\b/);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toBe(API_REFERENCE_CSP);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
  });

  it('loads only same-origin scripts and stylesheets, none inline, all of them served', async () => {
    const pageUrl = `${origin}/api-docs/`;
    const { urls, inline, inlineStyles } = pageResources(
      await (await get('/api-docs/', 'text/html')).text(),
      pageUrl,
    );
    expect(inline).toBe(false);
    expect(inlineStyles).toBe(0);
    expect(urls.map((url) => url.pathname).sort()).toEqual([
      '/api-docs/initializer.js',
      '/api-docs/swagger-ui-bundle.js',
      '/api-docs/swagger-ui.css',
    ]);
    for (const url of urls) {
      expect(url.origin).toBe(origin);
      const response = await get(url.pathname);
      expect(response.status, url.pathname).toBe(200);
      expect(response.headers.get('content-type')).toMatch(
        /^(text\/javascript|application\/javascript|text\/css)\b/,
      );
    }
  });

  it("points the initializer at the served document, not Swagger UI's sample", async () => {
    const script = await (await get('/api-docs/initializer.js')).text();
    expect(script).toContain("url: './openapi.json'");
    expect(script).not.toMatch(/https?:\/\//);
  });

  it('redirects /api-docs to /api-docs/ and serves no other file of swagger-ui-dist', async () => {
    const bare = await get('/api-docs', 'text/html');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/api-docs/');
    for (const path of [
      '/api-docs/index.html',
      '/api-docs/swagger-initializer.js',
      '/api-docs/package.json',
    ]) {
      expect((await get(path, 'text/html')).status, path).toBe(404);
    }
  });
});
