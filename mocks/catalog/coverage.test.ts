import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPES,
  PAYMENT_ERROR_STATUSES,
  PAYMENT_ERROR_TYPES,
  PAYMENT_METHOD_BRANDS,
  PAYMENT_METHOD_TYPES,
  PAYMENT_PROVIDERS,
  SUBMIT_RESULT_STATUSES,
} from '@contract/payments/lists';
import { defaultCatalog } from '../handlers';

const methods = defaultCatalog.methods;
const scenarios = defaultCatalog.scenarios ?? [];

describe('the default catalog', () => {
  it('offers every provider, brand and method type of the contract', () => {
    const providers = new Set(methods.map((method) => method.provider));
    const brands = new Set(methods.map((method) => method.brand));
    const types = new Set(methods.map((method) => method.type));
    expect(PAYMENT_PROVIDERS.filter((provider) => !providers.has(provider))).toEqual([]);
    expect(PAYMENT_METHOD_BRANDS.filter((brand) => !brands.has(brand))).toEqual([]);
    expect(PAYMENT_METHOD_TYPES.filter((type) => !types.has(type))).toEqual([]);
  });

  it('uses every field type at least once', () => {
    const used = new Set(methods.flatMap((method) => method.fields.map((field) => field.type)));
    expect(FIELD_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it('makes every submit status reachable by hand', () => {
    const reachable = new Set<string>(methods.map((method) => method.result.status));
    for (const scenario of scenarios) {
      if ('result' in scenario.respond) reachable.add(scenario.respond.result.status);
    }
    expect(SUBMIT_RESULT_STATUSES.filter((status) => !reachable.has(status))).toEqual([]);
  });

  it('makes every error type and status reachable by hand', () => {
    const errors = scenarios.flatMap((scenario) =>
      'error' in scenario.respond ? [scenario.respond.error] : [],
    );
    const types = new Set(errors.map((error) => error.type));
    const statuses = new Set(errors.map((error) => error.status));
    expect(PAYMENT_ERROR_TYPES.filter((type) => !types.has(type))).toEqual([]);
    expect(PAYMENT_ERROR_STATUSES.filter((status) => !statuses.has(status))).toEqual([]);
  });
});
