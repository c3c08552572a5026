/**
 * `npm start`'s live-updates WebSocket: a real `ws` server on the HTTP server's `upgrade` event,
 * answering from the same {@link LivePayments} as the mock API's submit route
 * (@mswjs/http-middleware serves HTTP only). Node only.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { LIVE_PATH, LIVE_UNAUTHORIZED_CLOSE } from '@contract/live';
import type { LivePayments } from '../backend/live';
import { playerNameOfCookies } from '../backend/player';
import { LIVE_UNAUTHORIZED_REASON, liveTokenRefused } from '../backend/session';
import { isAllowedOrigin } from './cors';

/** Close code sent to connected clients when the server stops (RFC 6455, 7.4.1 "going away"). */
export const GOING_AWAY = 1001;

export interface LiveSocketServer {
  /** Disconnects every client (they will retry) and stops accepting new ones. */
  close(): void;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Whether a browser's handshake comes from a page of this server. Browsers send `Origin` with
 * every WebSocket handshake and sockets are exempt from CORS, so a server that trusts cookies must
 * check it (cross-site WebSocket hijacking). Clients without `Origin` (not browsers) pass.
 */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export interface LiveSocketOptions {
  /** Other origins whose pages may connect, as they may call the API (mocks/server/cors.ts). */
  allowedOrigins?: readonly string[];
}

export function attachLiveSocket(
  server: Server,
  live: LivePayments,
  { allowedOrigins = [] }: LiveSocketOptions = {},
): LiveSocketServer {
  const sockets = new WebSocketServer({ noServer: true });
  sockets.on('connection', (client, request: IncomingMessage) => {
    // An expired `access_token`: accepted, then closed at once (a browser cannot read a refusal).
    if (liveTokenRefused(new URL(request.url ?? '/', 'http://mock.invalid'))) {
      client.close(LIVE_UNAUTHORIZED_CLOSE, LIVE_UNAUTHORIZED_REASON);
      return;
    }
    // The player the page's cookie picked (`?mock-player=`): only their updates come here.
    const disconnect = live.connect((frame) => {
      client.send(frame);
    }, playerNameOfCookies(request.headers.cookie));
    client.on('close', disconnect);
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = new URL(request.url ?? '/', 'http://mock.invalid').pathname;
    if (path !== LIVE_PATH) {
      refuse(socket, '404 Not Found');
      return;
    }
    if (!sameOrigin(request) && !isAllowedOrigin(request.headers.origin, allowedOrigins)) {
      refuse(socket, '403 Forbidden');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      sockets.emit('connection', client, request);
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.close(GOING_AWAY, 'server stopping');
      // Upgraded sockets keep the HTTP server from closing: cut those that do not answer.
      setTimeout(() => {
        for (const client of sockets.clients) client.terminate();
      }, 1000).unref();
      sockets.close();
    },
  };
}
