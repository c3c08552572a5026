import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { preloadRegistered } from '@/lib/preload';

// The mock back end is the network boundary of every test: a request no handler answers fails the test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
// Code-split components the test file reaches are loaded up front, as if imported (src/lib/preload.ts).
beforeAll(() => preloadRegistered());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
