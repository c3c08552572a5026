// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStoragePort } from './storage';

afterEach(() => {
  sessionStorage.clear();
});

describe('storage adapter', () => {
  it("reads and writes sessionStorage (the tab's own), never localStorage (shared by tabs)", () => {
    const storage = createSessionStoragePort();
    storage.setItem('k', 'v');
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(localStorage.getItem('k')).toBeNull();
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('reaches sessionStorage lazily, so blocked storage throws only when used', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const storage = createSessionStoragePort(blocked);
    expect(() => storage.getItem('k')).toThrow('blocked');
  });
});
