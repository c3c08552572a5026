import { describe, expect, it } from 'vitest';
import { CASHIER_ID_MAX_LENGTH, cashierIdOf } from './cashierId';

describe('cashierIdOf', () => {
  it('is the trimmed id for a string of 1 to 64 characters, else none', () => {
    expect(cashierIdOf('sidebar')).toBe('sidebar');
    expect(cashierIdOf('  top ')).toBe('top');
    expect(cashierIdOf('x'.repeat(CASHIER_ID_MAX_LENGTH))).toHaveLength(CASHIER_ID_MAX_LENGTH);
    for (const value of ['', '   ', 'x'.repeat(CASHIER_ID_MAX_LENGTH + 1), 7, null, undefined]) {
      expect(cashierIdOf(value), String(value)).toBeUndefined();
    }
  });
});
