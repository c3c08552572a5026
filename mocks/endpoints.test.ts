// @vitest-environment node
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@contract/endpoints';
import { routePattern, type EndpointName } from '@contract/paths';
import { MOCK_VERIFICATION_RESET_PATH } from './backend/verification';
import { RECEIVED_EVENTS_PATH } from './backend/events';
import { createHandlers, defaultCatalog } from './handlers';

/** The mock's own routes, outside the contract: test helpers and the session check of every path. */
const MOCK_ONLY = [MOCK_VERIFICATION_RESET_PATH, RECEIVED_EVENTS_PATH, '/api/cashier/v1/*'];

const mockRoutes = () =>
  createHandlers(defaultCatalog)
    .filter((handler) => handler instanceof HttpHandler)
    .map(({ info }) => info)
    .filter(({ path }) => typeof path === 'string' && !MOCK_ONLY.includes(path))
    .map(({ method, path }) => `${String(method)} ${String(path)}`);

describe('the mock back end and the endpoint table (contract/endpoints.ts)', () => {
  it('has a route for every endpoint of the table, and none outside it', () => {
    const table = (Object.keys(ENDPOINTS) as EndpointName[]).map(
      (name) => `${ENDPOINTS[name].method} ${routePattern(name)}`,
    );
    expect(mockRoutes().sort()).toEqual(table.sort());
  });
});
