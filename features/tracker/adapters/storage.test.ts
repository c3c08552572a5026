// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStoragePort, createSessionStoragePort } from './storage';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
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

  it("keeps the handed-over events in localStorage (the site's), which outlives the tab", () => {
    const kept = createLocalStoragePort();
    kept.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(sessionStorage.getItem('k')).toBeNull();
    kept.removeItem('k');
    expect(kept.getItem('k')).toBeNull();
  });

  it('reaches sessionStorage lazily, so blocked storage throws only when used', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const storage = createSessionStoragePort(blocked);
    expect(() => storage.getItem('k')).toThrow('blocked');
    expect(() => createLocalStoragePort(blocked).getItem('k')).toThrow('blocked');
  });
});
