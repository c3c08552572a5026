// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type TrackerOptions, resolveOptions } from './options';

describe('resolveOptions', () => {
  it('applies the spec defaults', () => {
    expect(resolveOptions({ projectId: 'p1' })).toEqual({
      projectId: 'p1',
      mode: 'spa',
      eventsPath: '/api-fe-events/v1/events',
      endpointOrigin: undefined,
      sendInterval: 30000,
      coreVersion: undefined,
      maxQueueSize: 10000,
      storageNamespace: 'visitor-tracker',
      consent: 'granted',
    });
  });

  it('keeps the given values', () => {
    const resolved = resolveOptions({
      projectId: 'p1',
      mode: 'ssr',
      eventsPath: '/e',
      sendInterval: 5000,
      coreVersion: '2.0.0',
      maxQueueSize: 50,
      storageKey: 'ns',
    });
    expect(resolved).toMatchObject({ mode: 'ssr', eventsPath: '/e', sendInterval: 5000 });
    expect(resolved).toMatchObject({
      coreVersion: '2.0.0',
      maxQueueSize: 50,
      storageNamespace: 'ns',
    });
  });

  it('refuses a missing project id, an unknown mode and non-positive numbers', () => {
    expect(() => resolveOptions({ projectId: '' })).toThrow(
      new TypeError('Invalid tracker option: projectId'),
    );
    expect(() =>
      resolveOptions({ projectId: 'p', mode: 'amp' } as unknown as TrackerOptions),
    ).toThrow(/mode/);
    expect(() => resolveOptions({ projectId: 'p', sendInterval: 0 })).toThrow(/sendInterval/);
    expect(() => resolveOptions({ projectId: 'p', maxQueueSize: 1.5 })).toThrow(/maxQueueSize/);
  });
});
