/**
 * The events API's body as a zod schema: one tracking event (`TrackerEvent` of features/tracker/types.ts) and
 * a batch of them (docs/tracking.md). Not part of the tracker's public surface (index.ts): the
 * tracker builds its events from the types and ships no zod. The published contract
 * (tooling/openapi/) is generated from this schema, and features/tracker/wireSchema.test.ts checks that the events
 * the tracker really sends conform to it, and that its type is the wire type.
 */
import { z } from './zod';

const text = z.string();
/** Milliseconds: kept only when a positive finite number (core/timingFields.ts). */
const milliseconds = z.number().check(z.positive());

/** One tracking event: the schema fields, plus any extra data given to `track()`. */
export const trackerEventSchema = z.looseObject({
  event: text,
  project_id: text,
  mode: z.enum(['spa', 'ssr']),
  lib_version: text,
  core_version: z.optional(text),
  /** Milliseconds since the Unix epoch. */
  timestamp: z.number(),
  /** Affiliate tag. */
  stag: z.optional(text),
  device: z.enum(['mobile', 'web']),
  browser: z.optional(text),
  temp_player_id: z.optional(text),
  license: z.optional(text),
  ip_country: z.optional(text),
  interlayer_id: z.optional(text),
  connection_type: z.optional(text),
  hostname: text,
  pathname: text,
  /** Only for an identified, non-anonymous user. */
  user_id: z.optional(text),
  loading_time: z.optional(milliseconds),
  time_to_fetch_start: z.optional(milliseconds),
  time_to_first_byte: z.optional(milliseconds),
});

/** The body of one events request: a JSON array of events, oldest first. */
export const trackerEventBatchSchema = z.array(trackerEventSchema).check(z.minLength(1));
