import { vi } from 'vitest';
import type { CashierTracker } from '@/joins/tracking/deferredTracker';

/** A tracker that records what the cashier asks of it, in order. */
export function recordingTracker() {
  const events: { event: string; fields: Record<string, unknown> }[] = [];
  /** Every call, in order: `identify <id>`, `reset`, `consent <state>`, `track <event>`. */
  const calls: string[] = [];
  const tracker: CashierTracker = {
    track: vi.fn((event: string, fields: Record<string, unknown> = {}) => {
      events.push({ event, fields });
      calls.push(`track ${event}`);
    }),
    identify: vi.fn((userId: string) => {
      calls.push(`identify ${userId}`);
    }),
    reset: vi.fn(() => {
      calls.push('reset');
    }),
    setConsent: vi.fn((consent: string) => {
      calls.push(`consent ${consent}`);
    }),
    destroy: vi.fn(),
  };
  return { events, calls, tracker };
}
