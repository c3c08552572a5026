import { describe, expect, it } from 'vitest';
import { createI18n } from '@common/i18n';
import { createCashier } from './createCashier';

describe('building a cashier', () => {
  it('uses an i18n instance made beforehand (the standalone app makes it a task earlier)', () => {
    const i18n = createI18n({ language: 'en' });
    const cashier = createCashier({ language: 'en', i18n, tracking: false, liveUpdates: false });
    try {
      expect(cashier.i18n).toBe(i18n);
    } finally {
      cashier.dispose();
    }
  });
});
