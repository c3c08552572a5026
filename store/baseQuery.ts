import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { nextTask } from '@common/lib/nextTask';
import { takePrefetched } from '@common/lib/prefetch';
import { heardServerTime } from '@common/lib/serverClock';
import type { ApiError } from './apiError';
import type { Connection } from './connection';
import { createConnection } from './connection';
import { cashierRequestHeaders } from './request';
import type { SessionState } from './session';
import { sessionEnded, sessionExpired, sessionRenewed } from './session';

/**
 * The player's language in this store (the `language` slice), sent as `Accept-Language` so the
 * back end answers server text (method names, field labels, messages) in it when it can
 * (docs/i18n.md). Read from the requesting store's own state: two cashiers on one page, in two
 * languages, each get theirs.
 */
function languageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('language' in state)) return null;
  const slice = state.language;
  if (typeof slice !== 'object' || slice === null || !('language' in slice)) return null;
  return typeof slice.language === 'string' ? slice.language : null;
}

/**
 * Every answer's `Date` header sets the back end's clock (common/lib/serverClock.ts): limit resets,
 * restrictions and kept payments' ages are judged by it, not by the player's clock. A back end on
 * another origin must expose the header (`Access-Control-Expose-Headers: Date`, docs/http-api.md).
 */
function withServerTime(response: Response): Response {
  heardServerTime(response.headers);
  return response;
}

const rawBaseQuery = (connection: Connection, token: string | null) =>
  fetchBaseQuery({
    baseUrl: connection.apiBaseUrl,
    credentials: connection.requestCredentials,
    timeout: 30_000,
    prepareHeaders: (headers, { getState }) => {
      for (const [name, value] of Object.entries(cashierRequestHeaders(languageOf(getState())))) {
        headers.set(name, value);
      }
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
    // A response the boot prefetch already has for exactly this request is used once, instead of
    // asking again; if that early request failed, this one is sent as usual.
    fetchFn: (input, init) => {
      // fetchBaseQuery hands over a Request of its own: used as it is, not copied.
      const request =
        input instanceof Request && init === undefined ? input : new Request(input, init);
      const early = takePrefetched(request);
      if (!early) return fetch(request).then(withServerTime);
      // Handed over in a task of its own, as an answer from the network comes: reading, checking
      // and rendering it are not part of the task that asked (the hydration's effects ask for
      // several at once, and each early answer is there already).
      return early.then(
        async (response) => {
          await nextTask();
          return withServerTime(response);
        },
        () => fetch(request).then(withServerTime),
      );
    },
  });

interface ErrorBodyShape {
  error: {
    type: string;
    status?: unknown;
    message?: unknown;
    fields?: unknown;
    limit?: unknown;
    restriction?: unknown;
    balance?: unknown;
  };
}

/** The contract's error body (`{ error: { type, … } }`, `type` 1–64 characters), loosely read. */
function hasErrorBody(data: unknown): data is ErrorBodyShape {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data;
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    typeof error.type === 'string' &&
    error.type.length > 0 &&
    error.type.length <= 64
  );
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Turns fetchBaseQuery's error union into the app's {@link ApiError}. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { kind: 'network', type: 'request_error', status: 'NETWORK_ERROR' };
  }
  if (error.status === 'PARSING_ERROR') {
    return { kind: 'malformed', type: 'unknown_error', httpStatus: error.originalStatus };
  }
  if (error.status === 'CUSTOM_ERROR') {
    return { kind: 'malformed', type: 'unknown_error' };
  }
  // An error status without the contract's error body (a proxy's or load balancer's page, an
  // empty 502): not the back end's own word, so it decides nothing (the error body: docs/http-api.md).
  if (!hasErrorBody(error.data)) {
    return { kind: 'malformed', type: 'unknown_error', httpStatus: error.status };
  }
  const base: ApiError = { kind: 'http', type: 'unknown_error', httpStatus: error.status };
  const body = error.data.error;
  const fields = stringRecord(body.fields);
  return {
    ...base,
    type: body.type,
    ...(typeof body.status === 'string' ? { status: body.status } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(fields ? { fields } : {}),
    ...(body.limit === undefined ? {} : { limit: body.limit }),
    ...(body.restriction === undefined ? {} : { restriction: body.restriction }),
    ...(body.balance === undefined ? {} : { balance: body.balance }),
  };
}

function sessionStatusOf(state: unknown): SessionState['status'] | null {
  if (typeof state !== 'object' || state === null || !('session' in state)) return null;
  const slice = state.session as Partial<SessionState> | undefined;
  return slice?.status ?? null;
}

/** The connection a store was made with (its thunk extra argument, src/app/store.ts). */
function connectionOf(extra: unknown): Connection {
  if (typeof extra === 'object' && extra !== null && 'connection' in extra) {
    return extra.connection as Connection;
  }
  return (fallback ??= createConnection());
}
let fallback: Connection | undefined;

/** The back end's "who are you?": the session or the bearer token is no longer valid. */
export const SESSION_EXPIRED_STATUS = 401;

/** What a request rejects with once the session could not be renewed: sign in again. */
export const SESSION_ENDED_ERROR: ApiError = {
  kind: 'http',
  type: 'unauthorized',
  status: 'SESSION_ENDED',
  httpStatus: SESSION_EXPIRED_STATUS,
};

/**
 * fetchBaseQuery against the store's connection (store/connection.ts), rejecting with
 * {@link ApiError}. A 401 asks the host for a new session once (`session/expired`) and sends the
 * same request again, body and all, so what the player typed is not lost; a second 401, or no new
 * session, is `session/ended` and {@link SESSION_ENDED_ERROR}. A bearer token renewed by someone
 * else since the request left is tried first, without asking the host again.
 */
export const cashierBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions: object,
) => {
  const connection = connectionOf(api.extra);
  const sendWith = (token: string | null) =>
    rawBaseQuery(connection, token)(args, api, extraOptions);
  const send = async () => sendWith(await connection.token());
  const sentWith = await connection.token();
  let result = await sendWith(sentWith);
  if (result.error?.status === SESSION_EXPIRED_STATUS && connection.credentials === 'bearer') {
    // Renewed while this request was on its way (by another request or the live socket,
    // features/liveUpdates/startLiveUpdates.ts): the new token first, without asking the host.
    const current = await connection.token();
    if (current !== sentWith) result = await sendWith(current);
  }
  if (result.error?.status === SESSION_EXPIRED_STATUS) {
    api.dispatch(sessionExpired({ credentials: connection.credentials }));
    if (await connection.renew()) {
      result = await send();
      if (result.error?.status !== SESSION_EXPIRED_STATUS) api.dispatch(sessionRenewed());
    }
    if (result.error?.status === SESSION_EXPIRED_STATUS) {
      api.dispatch(sessionEnded());
      return { error: SESSION_ENDED_ERROR, meta: result.meta };
    }
  }
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  // Signed in again on the host page after the session ended: the next answer says so.
  if (sessionStatusOf(api.getState()) === 'ended') api.dispatch(sessionRenewed());
  return { data: result.data, meta: result.meta };
};
