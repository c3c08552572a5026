import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetServerTime,
  heardServerTime,
  knownServerNow,
  offsetFromDateHeader,
  serverNow,
} from './serverClock';

const SERVER = Date.parse('2026-12-31T22:00:00Z');
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

const dateHeader = (at: number) => new Headers({ Date: new Date(at).toUTCString() });

describe('the back end’s clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetServerTime();
  });

  it('is the device’s clock, and unknown, until an answer gives its time', () => {
    vi.setSystemTime(SERVER + TWO_DAYS_MS);
    expect(knownServerNow()).toBeUndefined();
    expect(serverNow()).toBe(SERVER + TWO_DAYS_MS);
  });

  it.each([
    ['two days ahead', TWO_DAYS_MS],
    ['two days behind', -TWO_DAYS_MS],
  ])('follows the answer’s Date header with the device’s clock %s', (_, skew) => {
    vi.setSystemTime(SERVER + skew);
    heardServerTime(dateHeader(SERVER));
    // The header says whole seconds: the back end's time lies within that second.
    expect(Math.abs(serverNow() - SERVER)).toBeLessThanOrEqual(500);
    vi.advanceTimersByTime(60_000);
    expect(Math.abs((knownServerNow() ?? 0) - (SERVER + 60_000))).toBeLessThanOrEqual(500);
  });

  it('takes the latest answer’s time, so a clock changed meanwhile is corrected', () => {
    vi.setSystemTime(SERVER);
    heardServerTime(dateHeader(SERVER));
    vi.setSystemTime(SERVER + TWO_DAYS_MS + 1000); // the player sets the clock ahead
    heardServerTime(dateHeader(SERVER + 1000));
    expect(Math.abs(serverNow() - (SERVER + 1000))).toBeLessThanOrEqual(500);
  });

  it.each([null, '', 'yesterday', 'Wed, 99 Foo 2026 25:61:00 GMT'])(
    'keeps what it knew for the header %j',
    (header) => {
      vi.setSystemTime(SERVER + TWO_DAYS_MS);
      heardServerTime(dateHeader(SERVER));
      expect(offsetFromDateHeader(header, Date.now())).toBeUndefined();
      heardServerTime(new Headers(header === null ? {} : { Date: header }));
      expect(Math.abs(serverNow() - SERVER)).toBeLessThanOrEqual(500);
    },
  );
});
