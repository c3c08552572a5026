/**
 * The back end's time, as the client knows it: every rule that depends on "now" (a deposit limit's
 * reset, a restriction's end, the age of a kept payment, a card's expiry) reads {@link serverNow},
 * never the player's clock alone, which may be off by days (docs/http-api.md).
 *
 * The offset between the back end's clock and this device's is learnt from each answer's HTTP
 * `Date` header (store/baseQuery.ts): the latest answer's wins, so a clock the player changes while
 * the page is open is corrected by the next answer. Until an answer has said, the device's clock is
 * all there is: {@link knownServerNow} is then undefined, for the rules that would rather wait than
 * guess. One back end serves a page (as with the currency scales, common/lib/money.ts): a second
 * cashier's answers correct the same clock.
 */

/** A `Date` header says whole seconds (truncated): the back end's clock lies within the second. */
const HALF_SECOND_MS = 500;

/** The back end's time minus this device's, in ms; undefined until an answer gave its time. */
let offsetMs: number | undefined;

/** This device's clock (`Date.now`, faked by tests' timers). */
const deviceNow = (): number => Date.now();

/**
 * The offset an answer's `Date` header gives (`Wed, 02 Dec 2026 01:10:38 GMT`), read at `receivedAt`
 * on this device's clock; undefined for a missing or unreadable header.
 */
export function offsetFromDateHeader(
  header: string | null | undefined,
  receivedAt: number,
): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const said = Date.parse(header);
  if (!Number.isFinite(said)) return undefined;
  return said + HALF_SECOND_MS - receivedAt;
}

/**
 * Learns the back end's time from an answer's headers, read now. A header that says nothing
 * readable leaves what was known.
 */
export function heardServerTime(headers: Pick<Headers, 'get'>, receivedAt = deviceNow()): void {
  const offset = offsetFromDateHeader(headers.get('Date'), receivedAt);
  if (offset !== undefined) offsetMs = offset;
}

/** The back end's time now (ms since the epoch): the device's clock until an answer gave it. */
export function serverNow(): number {
  return deviceNow() + (offsetMs ?? 0);
}

/** The back end's time now, or undefined while no answer has given it. */
export function knownServerNow(): number | undefined {
  return offsetMs === undefined ? undefined : deviceNow() + offsetMs;
}

/** Forgets the back end's time (tests: each starts as a page that has had no answer). */
export function forgetServerTime(): void {
  offsetMs = undefined;
}
