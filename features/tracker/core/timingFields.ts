/** Names of the page-timing fields of an event, in milliseconds. */
export const TIMING_FIELDS = ['loading_time', 'time_to_fetch_start', 'time_to_first_byte'] as const;

/** One of {@link TIMING_FIELDS}. */
export type TimingField = (typeof TIMING_FIELDS)[number];

/**
 * Whether a timing value is kept in an event: only positive finite numbers are (`0`, negatives,
 * `NaN`, `Infinity` and non-numbers drop the key).
 */
export function isKeptTiming(value: unknown): value is number {
  return typeof value === 'number' && value > 0 && Number.isFinite(value);
}

/**
 * The timing fields of `source` that are kept, as a new object without the dropped keys.
 *
 * @param source - Any object that may carry `loading_time`, `time_to_fetch_start`, `time_to_first_byte`.
 */
export function pickTimings(
  source: Readonly<Record<string, unknown>>,
): Partial<Record<TimingField, number>> {
  const timings: Partial<Record<TimingField, number>> = {};
  for (const name of TIMING_FIELDS) {
    const value = source[name];
    if (isKeptTiming(value)) timings[name] = value;
  }
  return timings;
}
