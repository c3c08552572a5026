import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStoragePort } from './storage';

afterEach(() => {
  localStorage.clear();
});

describe('storage adapter', () => {
  it('reads and writes localStorage', () => {
    const storage = createLocalStoragePort();
    storage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('reaches localStorage lazily, so blocked storage throws only when used', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const storage = createLocalStoragePort(blocked);
    expect(() => storage.getItem('k')).toThrow('blocked');
  });
});
