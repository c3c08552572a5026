/**
 * The live-updates socket in msw (`ws.link`): Vitest (msw/node) and `npm run dev` (msw intercepts
 * `WebSocket` in the page) connect to {@link LivePayments}. `npm start` uses a real WebSocket
 * server instead (mocks/server/liveSocket.ts), since @mswjs/http-middleware serves HTTP only.
 */
import { type WebSocketHandler, ws } from 'msw';
import { LIVE_PATH, LIVE_UNAUTHORIZED_CLOSE } from '@contract/live';
import type { LivePayments } from './live';
import { playerNameOfCookies } from './player';
import { LIVE_UNAUTHORIZED_REASON, liveTokenRefused } from './session';

/** The link of the socket's path, relative: it answers on the page's origin (jsdom: localhost:3000). */
export const liveLink = ws.link(LIVE_PATH);

export function createLiveHandler(live: LivePayments): WebSocketHandler {
  return liveLink.addEventListener('connection', ({ client }) => {
    // An expired `access_token`: accepted, then closed at once (a browser cannot read a refusal).
    // On the next task: msw finishes registering the connection first, and forgets it on close.
    if (liveTokenRefused(client.url)) {
      setTimeout(() => {
        client.close(LIVE_UNAUTHORIZED_CLOSE, LIVE_UNAUTHORIZED_REASON);
      }, 0);
      return;
    }
    // In the page (`npm run dev`) the player is its `mock_player` cookie; in Node tests, `default`.
    const cookies = typeof document === 'undefined' ? undefined : document.cookie;
    const disconnect = live.connect((frame) => {
      client.send(frame);
    }, playerNameOfCookies(cookies));
    client.addEventListener('close', disconnect);
  });
}
