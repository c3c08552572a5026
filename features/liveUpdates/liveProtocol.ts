/**
 * The client's side of the live-updates socket (contract/live.ts): its URL and how a frame is read.
 */
import { LIVE_PATH, type LiveMessage, liveMessageSchema } from '@contract/live';

/**
 * The ws(s) URL of the socket for an API base URL such as `https://cashier.example` (a path
 * prefix is kept). A WebSocket cannot carry an `Authorization` header: with bearer tokens, the
 * token goes as `access_token` (docs/http-api.md).
 */
export function liveSocketUrl(apiBaseUrl: string, token: string | null = null): string {
  const url = new URL(apiBaseUrl.replace(/\/+$/, '') + LIVE_PATH);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token !== null) url.searchParams.set('access_token', token);
  return url.href;
}

/**
 * A message frame as the client sees it: a valid {@link LiveMessage}, or `null` (warned, with the
 * reason, never the frame: it could be anything) for text that is not JSON or breaks the contract.
 */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') {
    console.warn('Live updates: ignored a non-text message.');
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    console.warn('Live updates: ignored a message that is not JSON.');
    return null;
  }
  const parsed = liveMessageSchema.safeParse(json);
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    console.warn(`Live updates: ignored a malformed message (${paths.join(', ')}).`);
    return null;
  }
  return parsed.data;
}
