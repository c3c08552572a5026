import { describe, expect, it, vi } from 'vitest';
import { createDeferred } from './deferred';

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('something that loads later', () => {
  it('keeps the calls made before it has loaded and runs them then, in order, before later ones', async () => {
    const load = later<string[]>();
    const deferred = createDeferred('the list', load.promise);
    deferred.run((list) => list.push('first'));
    deferred.run((list) => list.push('second'));
    expect(deferred.ready).toBe(false);
    const list: string[] = [];
    load.resolve(list);
    expect(await deferred.loaded).toBe(list);
    expect(list).toEqual(['first', 'second']);
    expect(deferred.ready).toBe(true);
    deferred.run((target) => target.push('third'));
    // At once, once loaded.
    expect(list).toEqual(['first', 'second', 'third']);
  });

  it('is ready at once with a value that is already there', () => {
    const list: string[] = [];
    const deferred = createDeferred('the list', list);
    expect(deferred.ready).toBe(true);
    deferred.run((target) => target.push('now'));
    expect(list).toEqual(['now']);
  });

  it('goes on with the other kept calls when one fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = later<string[]>();
    const deferred = createDeferred('the list', load.promise);
    deferred.run(() => {
      throw new Error('boom');
    });
    deferred.run((list) => list.push('after'));
    const list: string[] = [];
    load.resolve(list);
    await deferred.loaded;
    expect(list).toEqual(['after']);
    expect(warn).toHaveBeenCalledWith('A kept call to the list failed:', new Error('boom'));
  });

  it('drops the kept calls with a warning when it cannot load, and every later one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = later<string[]>();
    const deferred = createDeferred('the list', load.promise);
    const call = vi.fn();
    deferred.run(call);
    deferred.run(call);
    load.reject(new Error('offline'));
    expect(await deferred.loaded).toBeNull();
    deferred.run(call);
    expect(call).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'the list could not load; 2 calls dropped:',
      new Error('offline'),
    );
  });
});
