// @vitest-environment node
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type Server, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressedStatic } from './compression';

const SCRIPT = `export const text = ${JSON.stringify('cashier '.repeat(400))};\n`;

let dir = '';
let server: Server | undefined;
let port = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cashier-compression-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'app.js'), SCRIPT);
  await writeFile(join(dir, 'assets', 'tiny.css'), 'a{color:red}');
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><title>x</title>${'<p>x</p>'.repeat(300)}`,
  );
  await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096));
  const app = express();
  app.use(
    compressedStatic(dir, (res) => {
      res.setHeader('Cache-Control', 'no-cache');
    }),
  );
  app.use(express.static(dir));
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['deflate', null],
    ['*', 'gzip'],
    [undefined, null],
  ] as const)('answers %s with %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('compressedStatic', () => {
  it('answers brotli or gzip with the content type, Vary and the headers of the app', async () => {
    const br = await get('/assets/app.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.body.byteLength).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
  });

  it('serves index.html for a directory path and answers 304 to a matching ETag', async () => {
    const page = await get('/', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>x</title>');
    const again = await get('/', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('leaves small files, binary files, unknown paths and plain clients to the next handler', async () => {
    for (const path of ['/assets/tiny.css', '/logo.png']) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBeUndefined();
    }
    const plain = await get('/assets/app.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect((await get('/assets/missing.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect((await get('/../package.json', { 'Accept-Encoding': 'br' })).status).toBe(404);
  });
});
