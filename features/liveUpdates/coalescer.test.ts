import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalescer';

/** A scheduler the test runs by hand, and how many flushes were asked for. */
function manualFrames() {
  const queue: (() => void)[] = [];
  return {
    asked: () => queue.length,
    schedule: (flush: () => void) => {
      queue.push(flush);
      return () => {
        queue.splice(queue.indexOf(flush), 1);
      };
    },
    run: () => {
      queue.splice(0).forEach((flush) => {
        flush();
      });
    },
  };
}

describe('createCoalescer', () => {
  it('asks for one flush however many values wait, and delivers the latest per key', () => {
    const frames = manualFrames();
    const delivered: string[] = [];
    const coalescer = createCoalescer<string>(frames.schedule, (value, key) =>
      delivered.push(`${key}=${value}`),
    );
    for (let i = 0; i < 10_000; i += 1) coalescer.push(`k${String(i % 2)}`, String(i));
    expect(frames.asked()).toBe(1);
    frames.run();
    expect(delivered).toEqual(['k0=9998', 'k1=9999']);
  });

  it('keeps delivering with a scheduler that flushes at once', () => {
    const delivered: string[] = [];
    const coalescer = createCoalescer<string>(
      (flush) => {
        flush();
        return () => undefined;
      },
      (value) => delivered.push(value),
    );
    coalescer.push('a', '1');
    coalescer.push('a', '2');
    expect(delivered).toEqual(['1', '2']);
  });

  it('delivers nothing once stopped, and cancels the flush it asked for', () => {
    const frames = manualFrames();
    const delivered: string[] = [];
    const coalescer = createCoalescer<string>(frames.schedule, (value) => delivered.push(value));
    coalescer.push('a', '1');
    coalescer.stop();
    expect(frames.asked()).toBe(0);
    coalescer.push('a', '2');
    frames.run();
    expect(delivered).toEqual([]);
  });
});
