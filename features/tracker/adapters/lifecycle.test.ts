// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LifecycleEvent } from '../environment';
import { createLifecyclePort } from './lifecycle';

const setVisibility = (state: DocumentVisibilityState): void => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('lifecycle adapter', () => {
  it('reports hidden, visible and pagehide', () => {
    const seen: LifecycleEvent[] = [];
    const unsubscribe = createLifecyclePort().subscribe((event) => seen.push(event));
    setVisibility('hidden');
    setVisibility('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(seen).toEqual(['hidden', 'visible', 'pagehide']);
    unsubscribe();
  });

  it('stops reporting after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = createLifecyclePort().subscribe(listener);
    unsubscribe();
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(listener).not.toHaveBeenCalled();
  });
});
