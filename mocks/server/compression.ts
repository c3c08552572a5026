/**
 * Brotli or gzip for the built app's text files (scripts, styles, HTML, JSON, SVG), as any
 * production host serves them: uncompressed, the initial JavaScript is about twice as slow to
 * arrive on a mobile connection (Lighthouse "Enable text compression"). Each file is compressed
 * once per version and kept in memory. Node only.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { RequestHandler, Response } from 'express';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.map', '.txt']);
/** Smaller files gain nothing worth a Content-Encoding. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. An
 * encoding given `q=0` is refused.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name = '']) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/**
 * A middleware answering GET and HEAD of compressible files under `root` (a path ending in `/`
 * means its index.html) with a compressed body, after `setHeaders(res, file)` (cache, CSP);
 * everything else goes on to `next()`. Express adds the ETag and answers 304 when it matches.
 */
export function compressedStatic(
  root: string,
  setHeaders: (res: Response, file: string) => void,
): RequestHandler {
  const base = resolve(root);
  const cache = new Map<string, Promise<Buffer>>();
  return (req, res, next) => {
    const encoding = chooseEncoding(req.get('accept-encoding'));
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = resolve(base, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    const extension = extname(file);
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      encoding === null ||
      !file.startsWith(base + sep) ||
      !COMPRESSIBLE.has(extension)
    ) {
      next();
      return;
    }
    stat(file)
      .then(async (info) => {
        if (!info.isFile() || info.size < MIN_BYTES) {
          next();
          return;
        }
        const key = `${file}\0${String(info.mtimeMs)}\0${String(info.size)}\0${encoding}`;
        let body = cache.get(key);
        if (!body) {
          body = readFile(file).then((content) => compress(content, encoding));
          cache.set(key, body);
          body.catch(() => cache.delete(key));
        }
        const compressed = await body;
        res.setHeader('Vary', 'Accept-Encoding');
        setHeaders(res, file);
        res.setHeader('Content-Encoding', encoding);
        res.type(extension);
        res.send(compressed);
      })
      .catch(() => {
        next(); // missing or unreadable: the static middleware (or the 404) answers
      });
  };
}
