import { REQUEST_TIMEOUT_MS } from '../constants';
import type { PostRequest, TransportPort } from '../environment';

/** The browser globals the transport adapter uses. */
export interface TransportGlobals {
  fetch(input: string, init?: RequestInit): Promise<Pick<Response, 'status' | 'arrayBuffer'>>;
  readonly navigator: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean };
  readonly Blob: typeof Blob;
}

/**
 * Sends requests with `fetch` (looked up on every call, so test interceptors installed later
 * still see them) and `navigator.sendBeacon`. The answer is read to its end before the status is
 * given: Chromium counts a keepalive request against the page's 64 KiB keepalive budget (shared
 * with beacons) until its answer is done, so an unread answer would keep the budget used and later
 * keepalive requests and beacons refused. A request unanswered (or an answer unread) after
 * {@link REQUEST_TIMEOUT_MS} rejects.
 *
 * A beacon body is a `Blob` of the content type the core chose, because `sendBeacon` cannot set
 * headers: `X-Api-Version` is never on a beacon. A missing `sendBeacon`, or one that throws
 * (invalid URL, a browser refusing the content type), counts as refused (`false`).
 */
export function createTransportPort(globals: TransportGlobals = window): TransportPort {
  return {
    async post(url: string, request: PostRequest) {
      const response = await globals.fetch(url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        keepalive: request.keepalive,
        // Where the browser has it: a request that never answers fails (and is sent again later).
        ...(typeof AbortSignal.timeout === 'function'
          ? { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
          : {}),
      });
      // Read to its end (and dropped): the request is done only then, and its budget released.
      // The status is the answer: a body cut off (the page unloading meanwhile) changes nothing.
      await response.arrayBuffer().catch(() => undefined);
      return { status: response.status };
    },
    beacon(url, body, contentType) {
      if (typeof globals.navigator.sendBeacon !== 'function') return false;
      try {
        return globals.navigator.sendBeacon(url, new globals.Blob([body], { type: contentType }));
      } catch {
        return false;
      }
    },
  };
}
