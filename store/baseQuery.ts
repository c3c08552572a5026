import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';

/** The origin the API paths are resolved against: `VITE_API_ORIGIN` or the page's own origin. */
function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_ORIGIN;
  if (typeof configured === 'string' && configured !== '') return configured;
  return globalThis.location.origin;
}

let requestLanguage: string | null = null;

/**
 * The player's language, sent as `Accept-Language` so the back end answers server text (method
 * names, field labels, messages) in it when it can (README "Languages").
 */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

const rawBaseQuery = (origin: string) =>
  fetchBaseQuery({
    baseUrl: origin,
    credentials: 'same-origin',
    timeout: 30_000,
    headers: { Accept: 'application/json' },
    prepareHeaders: (headers) => {
      if (requestLanguage) headers.set('Accept-Language', `${requestLanguage}, en;q=0.5`);
      return headers;
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
