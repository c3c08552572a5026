// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../testing/sampleEvent';
import type { StoragePort } from '../environment';
import { createMemoryStorage } from '../testing/fakeEnvironment';
import { createQueueStore, queueStorageKey } from './queueStore';

const ev = sampleEvent;

const throwing = (name: string): StoragePort => {
  const fail = (): never => {
    throw new DOMException('storage says no', name);
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
};

describe('queue store', () => {
  it('namespaces the key per project', () => {
    expect(queueStorageKey('visitor-tracker', 'p1')).toBe('visitor-tracker:p1:queue');
  });

  it('saves and loads the queue in order', () => {
    const storage = createMemoryStorage();
    const store = createQueueStore(storage, 'k');
    store.save([ev(1), ev(2)]);
    expect(createQueueStore(storage, 'k').load()).toEqual([ev(1), ev(2)]);
  });

  it('removes the key when the queue is empty or cleared', () => {
    const storage = createMemoryStorage();
    const store = createQueueStore(storage, 'k');
    store.save([ev(1)]);
    store.save([]);
    expect(storage.getItem('k')).toBeNull();
    store.save([ev(1)]);
    store.clear();
    expect(storage.getItem('k')).toBeNull();
  });

  it('loads nothing from malformed or foreign data', () => {
    const storage = createMemoryStorage();
    const store = createQueueStore(storage, 'k');
    for (const raw of ['{not json', 'null', '[]', '{"v":2,"events":[]}', '{"v":1,"events":{}}']) {
      storage.setItem('k', raw);
      expect(store.load()).toEqual([]);
    }
    storage.setItem('k', JSON.stringify({ v: 1, events: [ev(1), { event: 3 }, null, 'x'] }));
    expect(store.load()).toEqual([ev(1)]);
  });

  it('leaves out events that cannot be serialized instead of losing the whole queue', () => {
    const storage = createMemoryStorage();
    const store = createQueueStore(storage, 'k');
    store.save([ev(1), { ...ev(2), big: 2n }, ev(3)]);
    expect(store.load()).toEqual([ev(1), ev(3)]);
  });

  it('degrades silently when storage is blocked or full', () => {
    for (const name of ['SecurityError', 'QuotaExceededError']) {
      const store = createQueueStore(throwing(name), 'k');
      expect(() => {
        store.save([ev(1)]);
        store.clear();
      }).not.toThrow();
      expect(store.load()).toEqual([]);
    }
  });
});
