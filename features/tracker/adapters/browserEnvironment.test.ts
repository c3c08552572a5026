// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createBrowserEnvironment } from './browserEnvironment';

describe('browser environment', () => {
  it('wires every port to the window', () => {
    const env = createBrowserEnvironment();
    expect(env.page.location().origin).toBe('http://localhost:3000');
    expect(env.logger).toBe(console);
    expect(typeof env.transport.post).toBe('function');
    expect(typeof env.storage.getItem).toBe('function');
    expect(typeof env.lifecycle.subscribe).toBe('function');
    expect(typeof env.clock.now()).toBe('number');
  });
});
