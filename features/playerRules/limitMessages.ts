import type { LimitPeriod } from '@contract/payments/lists';

/** Per-period message keys: exhaustive, so a new period cannot go without its text. */
export const REMAINING_KEYS = {
  day: 'payments.rg.remaining.day',
  week: 'payments.rg.remaining.week',
  month: 'payments.rg.remaining.month',
} as const satisfies Record<LimitPeriod, string>;

export const REACHED_KEYS = {
  day: 'payments.rg.reached.day',
  week: 'payments.rg.reached.week',
  month: 'payments.rg.reached.month',
} as const satisfies Record<LimitPeriod, string>;

/** The amount check over a limit and the server's limit refusal read the same (one key each). */
export const EXCEEDED_KEYS = {
  day: 'payments.rg.exceeded.day',
  week: 'payments.rg.exceeded.week',
  month: 'payments.rg.exceeded.month',
} as const satisfies Record<LimitPeriod, string>;

export const PRESET_OVER_LIMIT_KEYS = {
  day: 'payments.rg.presetOverLimit.day',
  week: 'payments.rg.presetOverLimit.week',
  month: 'payments.rg.presetOverLimit.month',
} as const satisfies Record<LimitPeriod, string>;

export const USED_UP_TITLE_KEYS = {
  day: 'payments.rg.usedUp.title.day',
  week: 'payments.rg.usedUp.title.week',
  month: 'payments.rg.usedUp.title.month',
} as const satisfies Record<LimitPeriod, string>;
