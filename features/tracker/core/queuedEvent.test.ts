// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type QueuedEvent, SHARED, serializeEvent, toTrackerEvent } from './queuedEvent';

const shared = {
  fields: { project_id: 'p1', mode: 'spa' },
  json: '"project_id":"p1","mode":"spa"',
};

describe('queued events', () => {
  it('serializes the shared static fields together with the own ones', () => {
    const event: QueuedEvent = { event: 'a', timestamp: 5, [SHARED]: shared };
    expect(JSON.parse(serializeEvent(event))).toEqual({
      project_id: 'p1',
      mode: 'spa',
      event: 'a',
      timestamp: 5,
    });
  });

  it('serializes an event restored from storage as it is', () => {
    const restored: QueuedEvent = { event: 'a', project_id: 'p1', timestamp: 5 };
    expect(serializeEvent(restored)).toBe('{"event":"a","project_id":"p1","timestamp":5}');
  });

  it('never lets the shared-fields key reach the wire', () => {
    const event: QueuedEvent = { event: 'a', [SHARED]: shared };
    expect(Object.keys(toTrackerEvent(event))).toEqual(['project_id', 'mode', 'event']);
  });
});
