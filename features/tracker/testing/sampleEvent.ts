import type { TrackerEvent } from '../types';

/** A minimal valid tracking event named `e{n}` with timestamp `n`, plus any extra fields. */
export function sampleEvent(n: number, extra: Record<string, unknown> = {}): TrackerEvent {
  return {
    event: `e${String(n)}`,
    project_id: 'p',
    mode: 'spa',
    lib_version: '0.0.33',
    timestamp: n,
    device: 'web',
    hostname: 'h',
    pathname: '/',
    ...extra,
  };
}
