import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { takePrefetched } from '@/lib/prefetch';
import type { ApiError } from './apiError';
import { API_CREDENTIALS, apiOrigin, cashierRequestHeaders } from './request';

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

const rawBaseQuery = (origin: string) =>
  fetchBaseQuery({
    baseUrl: origin,
    credentials: API_CREDENTIALS,
    timeout: 30_000,
    prepareHeaders: (headers, { getState }) => {
      for (const [name, value] of Object.entries(cashierRequestHeaders(languageOf(getState())))) {
        headers.set(name, value);
      }
      return headers;
    },
    // A response the boot prefetch already has for exactly this request is used once, instead of
    // asking again; if that early request failed, this one is sent as usual.
    fetchFn: (input, init) => {
      const request = new Request(input, init);
      return takePrefetched(request)?.catch(() => fetch(request)) ?? fetch(request);
    },
  });

interface ErrorBodyShape {
  error: { type: string; status?: unknown; message?: unknown; fields?: unknown };
}

function hasErrorBody(data: unknown): data is ErrorBodyShape {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data;
  return (
    typeof error === 'object' && error !== null && 'type' in error && typeof error.type === 'string'
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
  const base: ApiError = { kind: 'http', type: 'unknown_error', httpStatus: error.status };
  if (!hasErrorBody(error.data)) return base;
  const body = error.data.error;
  const fields = stringRecord(body.fields);
  return {
    ...base,
    type: body.type,
    ...(typeof body.status === 'string' ? { status: body.status } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(fields ? { fields } : {}),
  };
}

/**
 * fetchBaseQuery against the configured origin, rejecting with {@link ApiError}. The origin is read
 * per request so tests and the embedded widget can run on any page.
 */
export const cashierBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions: object,
) => {
  const result = await rawBaseQuery(apiOrigin())(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
