import { describe, expect, it, vi } from 'vitest';
import { list, median, printTable } from './stats';

describe('bench figures', () => {
  it('takes the median of odd and even counts, NaN of none, without reordering its input', () => {
    const values = [9, 1, 5];
    expect(median(values)).toBe(5);
    expect(values).toEqual([9, 1, 5]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('prints rows as an aligned Markdown table', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    printTable([['typing', list([1, 2.345]), 'ms']]);
    expect(log.mock.calls.map(([line]) => line as string)).toEqual([
      '| measure | result     | target |',
      '| ------- | ---------- | ------ |',
      '| typing  | 1.00, 2.35 | ms     |',
    ]);
  });
});
