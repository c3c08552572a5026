import { afterEach, expect, it, vi } from 'vitest';

const CONTRACT_MODULES = ['player', 'methods', 'fields', 'payment'] as const;

afterEach(() => {
  for (const name of CONTRACT_MODULES) vi.doUnmock(`@contract/payments/${name}`);
  vi.resetModules();
});

it("checks each answer with its own contract module's schemas, loaded when that answer first comes", async () => {
  vi.resetModules();
  const loaded: string[] = [];
  for (const name of CONTRACT_MODULES) {
    vi.doMock(`@contract/payments/${name}`, async (importOriginal) => {
      loaded.push(name);
      return importOriginal();
    });
  }
  const schemas = await import('./lazySchemas');
  expect(loaded).toEqual([]);
  // The config's answer builds the player's schemas alone; the methods' answer the methods'.
  await schemas.configResponseSchema['~standard'].validate({});
  expect(loaded).toEqual(['player']);
  await schemas.methodsResponseSchema['~standard'].validate({});
  await schemas.conversionMethodsResponseSchema['~standard'].validate({});
  expect(loaded).toEqual(['player', 'methods']);
  // The fields' and the payment's wait for the payment form.
  await schemas.methodFieldsResponseSchema['~standard'].validate({});
  await schemas.submitResponseSchema['~standard'].validate({});
  expect(loaded).toEqual(['player', 'methods', 'fields', 'payment']);
});
