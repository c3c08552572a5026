import { describe, expect, it } from 'vitest';
import { ENDPOINTS, pathParamNames } from './endpoints';
import { ENDPOINT_NAMES, ROUTES, cashierPaths, fillPath, routePattern } from './paths';

describe('the endpoint table', () => {
  it('has an entry for every route, on the route’s method and path', () => {
    expect(Object.keys(ENDPOINTS)).toEqual(ENDPOINT_NAMES);
    for (const name of ENDPOINT_NAMES) {
      expect(ENDPOINTS[name].method, name).toBe(ROUTES[name].method);
      expect(ENDPOINTS[name].path, name).toBe(ROUTES[name].path);
    }
  });

  it('names exactly the path parameters its path template has', () => {
    for (const name of ENDPOINT_NAMES) {
      const entry = ENDPOINTS[name];
      const params = 'params' in entry ? Object.keys(entry.params.shape) : [];
      expect(params.sort(), name).toEqual(pathParamNames(entry.path).sort());
    }
  });

  it('sends a body only with POST and PATCH', () => {
    for (const name of ENDPOINT_NAMES) {
      const { method } = ENDPOINTS[name];
      expect('body' in ENDPOINTS[name], name).toBe(method === 'POST' || method === 'PATCH');
    }
  });

  it('fills path parameters URL-encoded, and gives msw patterns for the same paths', () => {
    expect(cashierPaths.methodFields('a b/c')).toBe('/api/cashier/v1/methods/a%20b%2Fc/fields');
    expect(fillPath(ROUTES.cancelPayment.path, { paymentId: 'pay_1' })).toBe(
      '/api/cashier/v1/payments/pay_1/cancel',
    );
    expect(routePattern('getMethodFields')).toBe('/api/cashier/v1/methods/:methodId/fields');
  });
});
