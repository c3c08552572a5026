import { createApi } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';
import { cashierBaseQuery } from './baseQuery';

/**
 * The app's one RTK Query API. It declares no endpoints: each feature adds its own with
 * `api.injectEndpoints` (and its tag types with `enhanceEndpoints`), so the store never depends on
 * a feature's server contract.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: cashierBaseQuery,
  endpoints: () => ({}),
  /**
   * An answer that fails its endpoint's `responseSchema` becomes an ordinary rejected request (with
   * `kind: 'malformed'`), so the UI shows an error with a retry instead of crashing.
   */
  catchSchemaFailure: (error): ApiError => ({
    kind: 'malformed',
    type: 'unknown_error',
    message: `${error.schemaName}: ${error.issues
      .slice(0, 3)
      .map((issue) => issue.message)
      .join('; ')}`,
  }),
  onSchemaFailure: (error, info) => {
    // Logged for developers: the issues name paths and expectations, never the values themselves.
    console.error(`Malformed answer for ${info.endpoint}:`, error.issues);
  },
});
