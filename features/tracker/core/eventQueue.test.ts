// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../testing/sampleEvent';
import { createEventQueue } from './eventQueue';
import type { QueuedEvent } from './queuedEvent';

const ev = sampleEvent;
const names = (events: readonly QueuedEvent[]): string[] => events.map((e) => e.event);

describe('createEventQueue', () => {
  it('keeps events in the order they were pushed', () => {
    const queue = createEventQueue(10);
    [1, 2, 3].forEach((n) => queue.push(ev(n)));
    expect(names(queue.pending())).toEqual(['e1', 'e2', 'e3']);
    expect(queue.size).toBe(3);
  });

  it('drops the oldest events past the bound and reports how many', () => {
    const queue = createEventQueue(2);
    expect(queue.push(ev(1))).toBe(0);
    expect(queue.push(ev(2))).toBe(0);
    expect(queue.push(ev(3))).toBe(1);
    expect(names(queue.snapshot())).toEqual(['e2', 'e3']);
    expect(queue.prepend([ev(0), ev(-1)])).toBe(2);
    expect(names(queue.snapshot())).toEqual(['e2', 'e3']);
  });

  it('hides in-flight events from pending but keeps them queued', () => {
    const queue = createEventQueue(10);
    const [a, b, c] = [ev(1), ev(2), ev(3)];
    [a, b].forEach((e) => queue.push(e));
    queue.markInFlight([a, b]);
    queue.push(c);
    expect(names(queue.pending())).toEqual(['e3']);
    expect(queue.size).toBe(3);
  });

  it('removes only the delivered events and keeps those tracked meanwhile', () => {
    const queue = createEventQueue(10);
    const [a, b, c] = [ev(1), ev(2), ev(3)];
    [a, b].forEach((e) => queue.push(e));
    queue.markInFlight([a, b]);
    queue.push(c);
    queue.settle([a, b], true);
    expect(names(queue.snapshot())).toEqual(['e3']);
  });

  it('puts undelivered events back in their place, in order', () => {
    const queue = createEventQueue(10);
    const [a, b, c] = [ev(1), ev(2), ev(3)];
    [a, b].forEach((e) => queue.push(e));
    queue.markInFlight([a, b]);
    queue.push(c);
    queue.settle([a, b], false);
    expect(names(queue.pending())).toEqual(['e1', 'e2', 'e3']);
  });

  it('puts restored events before the queued ones', () => {
    const queue = createEventQueue(10);
    queue.push(ev(3));
    queue.prepend([ev(1), ev(2)]);
    expect(names(queue.pending())).toEqual(['e1', 'e2', 'e3']);
  });

  it('does not resurrect events cleared while in flight', () => {
    const queue = createEventQueue(10);
    const a = ev(1);
    queue.push(a);
    queue.markInFlight([a]);
    queue.clear();
    queue.settle([a], false);
    expect(queue.size).toBe(0);
    expect(queue.pending()).toEqual([]);
  });
});
