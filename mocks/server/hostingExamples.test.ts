// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../handlers';
import { INLINE_SCRIPT_HASH_FILES, cspConfig } from './csp';
import {
  type HeaderSet,
  type SecurityHeaders,
  headersFor,
  securityHeaders,
} from './securityHeaders';

// docs/hosting/nginx.conf and docs/hosting/_headers must send what `npm start` sends for the
// default catalog, with the build's script hashes left as `{{<hash file>}}` placeholders.

const HOSTING = fileURLToPath(new URL('../../docs/hosting/', import.meta.url));

type Kind = Parameters<typeof headersFor>[0];

/** Requests of each kind as nginx sees them: `$uri` after index/try_files, and the content type. */
const REQUESTS: { path: string; uri: string; contentType: string; kind: Kind }[] = [
  { path: '/', uri: '/index.html', contentType: 'text/html', kind: 'page' },
  { path: '/transaction-history', uri: '/index.html', contentType: 'text/html', kind: 'page' },
  {
    path: '/assets/index-3f9a1c.js',
    uri: '/assets/index-3f9a1c.js',
    contentType: 'application/javascript',
    kind: 'asset',
  },
  {
    path: '/runtime-config.json',
    uri: '/runtime-config.json',
    contentType: 'application/json',
    kind: 'file',
  },
  {
    path: '/api/cashier/v1/config',
    uri: '/api/cashier/v1/config',
    contentType: 'application/json',
    kind: 'api',
  },
];

let expected: SecurityHeaders | undefined;
let distDir = '';

beforeAll(async () => {
  // A build whose hash files hold recognisable hashes, replaced by the examples' placeholders.
  distDir = await mkdtemp(join(tmpdir(), 'cashier-hosting-'));
  const placeholders = new Map<string, string>();
  for (const [index, file] of INLINE_SCRIPT_HASH_FILES.entries()) {
    const hash = `sha256-${Buffer.from(`hash-${String(index)}`).toString('base64')}`;
    await writeFile(join(distDir, file), hash);
    placeholders.set(hash, `{{${file}}}`);
  }
  const built = securityHeaders(cspConfig(defaultCatalog, distDir, {}));
  let policy = built.page['Content-Security-Policy'] ?? '';
  for (const [hash, placeholder] of placeholders) policy = policy.replace(hash, placeholder);
  expected = { ...built, page: { 'Content-Security-Policy': policy } };
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const unquote = (text: string): string =>
  text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;

const TOKEN = String.raw`("(?:[^"\\]|\\.)*"|[^\s;"]+)`;

/** nginx `map $source $name { pattern value; … default value; }` blocks, by `$name`. */
function nginxMaps(config: string) {
  const maps = new Map<string, { source: string; rules: [string, string][] }>();
  for (const block of config.matchAll(
    new RegExp(`^map\\s+${TOKEN}\\s+(\\$\\w+)\\s*\\{([\\s\\S]*?)^\\}`, 'gm'),
  )) {
    const rules = [
      ...(block[3] ?? '').matchAll(new RegExp(`^\\s*${TOKEN}\\s+${TOKEN}\\s*;`, 'gm')),
    ];
    maps.set(block[2] ?? '', {
      source: unquote(block[1] ?? ''),
      rules: rules.map((rule) => [unquote(rule[1] ?? ''), unquote(rule[2] ?? '')]),
    });
  }
  return maps;
}

/** The headers nginx adds to a request of `uri` answered 200 with `contentType`. */
function nginxHeaders(config: string, uri: string, contentType: string): HeaderSet {
  const maps = nginxMaps(config);
  const variables: Record<string, string> = {
    $status: '200',
    $uri: uri,
    $sent_http_content_type: contentType,
  };
  const resolve = (value: string): string => {
    const map = maps.get(value);
    if (!map) return value;
    const input = map.source.replace(/\$\w+/g, (name) => variables[name] ?? '');
    const rule =
      map.rules.find(
        ([pattern]) => pattern.startsWith('~') && new RegExp(pattern.slice(1)).test(input),
      ) ?? map.rules.find(([pattern]) => pattern === 'default');
    return rule?.[1] ?? '';
  };
  const headers: Record<string, string> = {};
  for (const line of config.matchAll(
    new RegExp(`^\\s*add_header\\s+([\\w-]+)\\s+${TOKEN}\\s+always\\s*;`, 'gm'),
  )) {
    const value = resolve(unquote(line[2] ?? ''));
    if (value !== '') headers[line[1] ?? ''] = value; // nginx sends no header for an empty value
  }
  return headers;
}

/** The headers of a Netlify / Cloudflare Pages `_headers` file for `path`, rules merged in order. */
function cdnHeaders(file: string, path: string): HeaderSet {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      applies = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
      continue;
    }
    const [, name = '', value = ''] = /^\s+([\w-]+):\s*(.*)$/.exec(line) ?? [];
    if (!applies) continue;
    if (name in headers)
      throw new Error(`${path}: two rules set ${name}; the host would join them.`);
    headers[name] = value.trim();
  }
  return headers;
}

describe('docs/hosting/nginx.conf', () => {
  it.each(REQUESTS)('sends what npm start sends for $path', async ({ uri, contentType, kind }) => {
    const config = await readFile(join(HOSTING, 'nginx.conf'), 'utf8');
    if (!expected) throw new Error('not set up');
    expect(nginxHeaders(config, uri, contentType)).toEqual(headersFor(kind, expected));
  });

  it('refuses source maps and proxies the API without its own Cache-Control', async () => {
    const config = await readFile(join(HOSTING, 'nginx.conf'), 'utf8');
    expect(config).toMatch(/location ~\* \\\.map\$ \{\s*return 404;/);
    for (const name of ['Cache-Control', 'X-Content-Type-Options', 'Referrer-Policy']) {
      expect(config).toContain(`proxy_hide_header ${name};`);
    }
    // An add_header inside a location would drop every header of the server block there.
    expect(config.match(/^\s*add_header\s/gm)).toHaveLength(5);
  });
});

describe('docs/hosting/_headers', () => {
  it.each(REQUESTS.filter(({ kind }) => kind !== 'api'))(
    'sends the security headers npm start sends for $path',
    async ({ path, kind }) => {
      const file = await readFile(join(HOSTING, '_headers'), 'utf8');
      if (!expected) throw new Error('not set up');
      const { 'Cache-Control': cacheControl, ...security } = headersFor(kind, expected);
      const sent = cdnHeaders(file, path);
      expect(sent).toMatchObject({
        ...security,
        'Content-Security-Policy': expected.page['Content-Security-Policy'],
      });
      // Other files keep the host's default, revalidated on each load like npm start's no-cache.
      expect(sent['Cache-Control']).toBe(kind === 'asset' ? cacheControl : undefined);
    },
  );
});
