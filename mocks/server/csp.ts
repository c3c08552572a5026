/**
 * The Content-Security-Policy that `npm start` sends with the app's HTML (docs/security.md).
 * Strict: no 'unsafe-inline' and no 'unsafe-eval' anywhere; the inline scripts (the tracker's
 * page-load script, the boot prefetch) are allowed by their hashes; frames only from the payment providers' origins.
 * Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type UrlPolicy,
  parseAllowedHosts,
  toServerUrl,
  urlPolicyFor,
} from '@common/lib/urlPolicy';
import type { CatalogResult } from '../catalog/methodSchema';
import type { Catalog } from '../catalog/schema';
import { type WalletSources, walletSources } from './walletSources';

/** The file the build writes the page-load script's hash source into (`sha256-…`). */
export const PAGE_LOAD_HASH_FILE = 'page-load-script.sha256';

/**
 * The files the build writes the hash sources of index.html's inline scripts into: the tracker's
 * page-load script and the boot prefetch (tooling/vite/bootPrefetchPlugin.ts).
 */
export const INLINE_SCRIPT_HASH_FILES = [PAGE_LOAD_HASH_FILE, 'boot-prefetch.sha256'] as const;

/**
 * Every host of the live-chat provider (LiveChat): its script `https://cdn.livechatinc.com/tracking.js`
 * (`LIVECHAT_SCRIPT_URL`, features/chat/constants.ts) loads the chat window as a frame from
 * `secure.livechatinc.com`, calls `api.livechatinc.com` / `accounts.livechatinc.com` and images from
 * `cdn.livechatinc.com`, and keeps a WebSocket to `*.livechatinc.com`.
 */
export const DEFAULT_CHAT_ORIGINS = ['https://*.livechatinc.com'] as const;

export interface CspConfig {
  /** Hash sources of the inline scripts the HTML carries, e.g. `sha256-AbC…=`. */
  scriptHashes: readonly string[];
  /** Where payment provider pages (3-D Secure, hosted fields) may be framed from. */
  frameOrigins: readonly string[];
  /** Where method logos are shown from (besides `'self'` and `data:`). */
  imageOrigins: readonly string[];
  /** Who may frame the cashier (`frame-ancestors`): `'self'`, `'none'` or origins. */
  frameAncestors: readonly string[];
  /** Further origins the app may call: a cashier or events API on another origin. */
  connectOrigins: readonly string[];
  /** The live-chat provider: script, frames, images, requests and its WebSocket (wss:). */
  chatOrigins: readonly string[];
  /** What the catalog's wallets need (walletSources.ts); absent, nothing. */
  wallets?: WalletSources;
}

/** The environment variables that configure the policy (docs/configuration.md). */
export const CSP_ENV = {
  frameOrigins: 'CASHIER_CSP_FRAME_ORIGINS',
  frameAncestors: 'CASHIER_CSP_FRAME_ANCESTORS',
  connectOrigins: 'CASHIER_CSP_CONNECT_ORIGINS',
  chatOrigins: 'CASHIER_CSP_CHAT_ORIGINS',
} as const;

/** The operator's provider hosts: the build's setting, also read by `npm start` (docs/configuration.md). */
export const ALLOWED_HOSTS_ENV = 'VITE_ALLOWED_PROVIDER_HOSTS';

const KEYWORDS = new Set(["'self'", "'none'"]);
/** A scheme + host (a leading `*.` allowed) + optional port; nothing else (no path, no `;`). */
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const HASH_SOURCE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function parseSources(name: string, value: string): string[] {
  const sources = value.split(/[\s,]+/).filter((source) => source !== '');
  for (const source of sources) {
    if (!KEYWORDS.has(source) && !ORIGIN_SOURCE.test(source)) {
      throw new Error(
        `${name}: "${source}" is not an origin (https://pay.example.com, https://*.example.com) ` +
          `or 'self' / 'none'.`,
      );
    }
  }
  return sources;
}

/**
 * Sources joined; an empty list or one holding `'none'` is exactly `'none'` (it cannot be
 * combined with other sources).
 */
function sourceList(sources: readonly string[]): string {
  const unique = [...new Set(sources)];
  if (unique.length === 0 || unique.includes("'none'")) return "'none'";
  return unique.join(' ');
}

function iframeUrls(catalog: Catalog): string[] {
  const results: CatalogResult[] = catalog.methods.map((method) => method.result);
  for (const scenario of catalog.scenarios ?? []) {
    if ('result' in scenario.respond) results.push(scenario.respond.result);
  }
  return results.flatMap((result) => (result.status === 'iframe_opened' ? [result.iframeUrl] : []));
}

/**
 * Where `{origin}` of a catalog URL points (the mock's own origin, filled in per request by
 * mocks/backend/submit.ts): a stand-in host that becomes `'self'`.
 */
const MOCK_ORIGIN = 'http://cashier.invalid';

/**
 * The URL policy of the cashier's page as `npm start` serves it (over http), with the operator's
 * hosts (`VITE_ALLOWED_PROVIDER_HOSTS`, read the same way as the build does).
 */
export function serverUrlPolicy(env: NodeJS.ProcessEnv = process.env): UrlPolicy {
  return urlPolicyFor('http:', parseAllowedHosts(env[ALLOWED_HOSTS_ENV]));
}

/**
 * The sources for catalog URLs, through the cashier's own URL policy (common/lib/urlPolicy.ts): a
 * URL the cashier refuses (relative, protocol-relative, back-slashed, with user-info, another
 * scheme, a host the operator does not allow) adds nothing, since the cashier never loads it.
 * `{origin}` is `'self'`; `{amount}` and `{currency}` are filled with sample values.
 */
export function catalogUrlSources(urls: readonly string[], policy: UrlPolicy): string[] {
  const sources = new Set<string>();
  for (const url of urls) {
    const filled = url
      .replaceAll('{origin}', MOCK_ORIGIN)
      .replaceAll('{amount}', '1.00')
      .replaceAll('{currency}', 'EUR');
    const accepted = toServerUrl(filled, policy);
    if (accepted) sources.add(accepted.origin === MOCK_ORIGIN ? "'self'" : accepted.origin);
  }
  return [...sources];
}

/** The frame sources for the catalog's `iframe_opened` answers the cashier would frame. */
export function paymentFrameOrigins(catalog: Catalog, policy = serverUrlPolicy()): string[] {
  return catalogUrlSources(iframeUrls(catalog), policy);
}

/** The image sources for the catalog's method logos the cashier would show. */
export function logoOrigins(catalog: Catalog, policy = serverUrlPolicy()): string[] {
  return catalogUrlSources(
    catalog.methods.flatMap((method) => (method.logoUrl === undefined ? [] : [method.logoUrl])),
    policy,
  );
}

/** The inline scripts' hash sources from the build (a file the build did not write is skipped). */
export function readScriptHashes(distDir: string): string[] {
  return INLINE_SCRIPT_HASH_FILES.flatMap((name) => {
    const file = join(distDir, name);
    if (!existsSync(file)) return [];
    const hash = readFileSync(file, 'utf8').trim();
    if (!HASH_SOURCE.test(hash))
      throw new Error(`${file} does not hold a CSP hash source: "${hash}".`);
    return [hash];
  });
}

/** The runtime settings file of the build (src/app/boot/runtimeConfigRequest.ts). */
export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/**
 * The origins the build's runtime settings send requests to (docs/configuration.md): the API (and
 * its WebSocket), the events endpoint and the language files, when they
 * are absolute URLs on another origin. Paths stay on `'self'`.
 */
export function runtimeConnectOrigins(distDir: string): string[] {
  const file = join(distDir, RUNTIME_CONFIG_FILE);
  if (!existsSync(file)) return [];
  let settings: unknown;
  try {
    settings = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not JSON.`);
  }
  if (typeof settings !== 'object' || settings === null) return [];
  const origins = new Set<string>();
  for (const key of ['apiBaseUrl', 'eventsUrl', 'localesPath'] as const) {
    const value: unknown = (settings as Record<string, unknown>)[key];
    if (typeof value !== 'string' || !/^https?:\/\//.test(value)) continue;
    const { origin } = new URL(value);
    origins.add(origin);
    // The live-updates socket is on the API's host.
    if (key === 'apiBaseUrl') origins.add(origin.replace(/^http/, 'ws'));
  }
  return [...origins];
}

/**
 * The policy's configuration: script hashes from the build in `distDir`, frame origins from the
 * catalog plus `CASHIER_CSP_FRAME_ORIGINS`, image origins from the catalog's logos (both only for
 * URLs the cashier's URL policy accepts), connect origins from the build's runtime settings plus
 * `CASHIER_CSP_CONNECT_ORIGINS` (each with its WebSocket origin), and the other lists from the environment. Throws,
 * naming the variable, when a value is not an origin.
 */
export function cspConfig(catalog: Catalog, distDir: string, env = process.env): CspConfig {
  const policy = serverUrlPolicy(env);
  const read = (name: string, fallback: readonly string[]): string[] => {
    const value = env[name]?.trim();
    return value ? parseSources(name, value) : [...fallback];
  };
  // In the lists that add to others, 'none' means "nothing more" (chat: no chat provider).
  const extra = (name: string, fallback: readonly string[] = []): string[] =>
    read(name, fallback).filter((source) => source !== "'none'");
  return {
    scriptHashes: readScriptHashes(distDir),
    frameOrigins: [...paymentFrameOrigins(catalog, policy), ...extra(CSP_ENV.frameOrigins)],
    imageOrigins: logoOrigins(catalog, policy),
    frameAncestors: read(CSP_ENV.frameAncestors, ["'self'"]),
    // An API on another origin has its live-updates socket there too (ws: for http:, wss: for https:).
    connectOrigins: [
      ...runtimeConnectOrigins(distDir),
      ...extra(CSP_ENV.connectOrigins).flatMap((source) =>
        KEYWORDS.has(source) ? [source] : [source, source.replace(/^http/, 'ws')],
      ),
    ],
    chatOrigins: extra(CSP_ENV.chatOrigins, DEFAULT_CHAT_ORIGINS),
    wallets: walletSources(catalog),
  };
}

/** `https://x` → `wss://x`: the chat's WebSocket goes to the same hosts as its requests. */
const webSocketOf = (origin: string): string[] =>
  origin.startsWith('https://') ? [origin.replace(/^https:/, 'wss:')] : [];

/**
 * The header value. Styles need no 'unsafe-inline': React sets `style` props through the CSSOM,
 * which CSP does not govern, and every stylesheet is a file. `'self'` in connect-src also covers
 * ws:/wss: to the same host (CSP Level 3), for the live-updates socket.
 */
export function contentSecurityPolicy(config: CspConfig): string {
  const hashes = config.scriptHashes.map((hash) => `'${hash}'`);
  const chat = config.chatOrigins.filter((source) => !KEYWORDS.has(source));
  const wallets = config.wallets ?? { connect: [], img: [] };
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...chat]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...config.imageOrigins, ...chat, ...wallets.img]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        ...config.connectOrigins,
        ...chat,
        ...chat.flatMap(webSocketOf),
        ...wallets.connect,
      ],
    ],
    ['frame-src', [...config.frameOrigins, ...chat]],
    ['frame-ancestors', [...config.frameAncestors]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sourceList(sources)}`).join('; ');
}
