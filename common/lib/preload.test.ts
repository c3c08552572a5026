import { describe, expect, it, vi } from 'vitest';
import { preloadRegistered, registerPreload } from './preload';

describe('preloadRegistered', () => {
  it('calls every registered loader once per call and waits for all of them', async () => {
    let finishSlow = (): void => undefined;
    const slow = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishSlow = resolve;
        }),
    );
    const fast = vi.fn(() => Promise.resolve('loaded'));
    registerPreload(slow);
    registerPreload(fast);
    registerPreload(fast);
    let done = false;
    const all = preloadRegistered().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(slow).toHaveBeenCalledOnce();
    expect(fast).toHaveBeenCalledOnce();
    expect(done).toBe(false);
    finishSlow();
    await all;
    expect(done).toBe(true);
  });
});
