import { describe, expect, it } from 'vitest';
import { sliceOrder, warmedUp } from './bundleTiming';

describe('bundle timing rounds', () => {
  it('lets two bundles take turns ABBA over the slices, the other way round every other round', () => {
    const turns = (flip: boolean): number[] =>
      [0, 1, 2, 3].flatMap((slice) => sliceOrder(2, slice, flip));
    expect(turns(false)).toEqual([0, 1, 1, 0, 0, 1, 1, 0]);
    expect(turns(true)).toEqual([1, 0, 0, 1, 1, 0, 0, 1]);
    expect(sliceOrder(1, 1, false)).toEqual([0]);
  });

  it('warms up at least four rounds, then until three rounds agree within 10 %, at most twenty', () => {
    expect(warmedUp([10, 10, 10])).toBe(false);
    expect(warmedUp([30, 10, 10.5, 10.9])).toBe(true);
    expect(warmedUp([30, 20, 10, 12])).toBe(false);
    expect(warmedUp(Array.from({ length: 20 }, (_, round) => (round % 2 === 0 ? 10 : 20)))).toBe(
      true,
    );
  });
});
