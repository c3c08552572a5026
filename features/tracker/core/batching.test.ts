// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../testing/sampleEvent';
import { batchBody, chunkEvents, serializeEvents } from './batching';

const ev = sampleEvent;
const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

describe('batching', () => {
  it('builds a JSON array body from serialized events', () => {
    const { json } = serializeEvents([ev(1), ev(2)]);
    expect(JSON.parse(batchBody(json))).toEqual([ev(1), ev(2)]);
  });

  it('sets apart events that cannot be serialized', () => {
    const bad = ev(2, { big: 1n });
    const { events, unserializable } = serializeEvents([ev(1), bad, ev(3)]);
    expect(events.map((e) => e.event)).toEqual(['e1', 'e3']);
    expect(unserializable).toEqual([bad]);
  });

  it('splits events into bodies of at most the limit, measured in UTF-8 bytes, in order', () => {
    const events = Array.from({ length: 300 }, (_, n) => ev(n, { note: '🎰é日本'.repeat(n % 7) }));
    const { chunks, oversized } = chunkEvents(events, 2048);
    expect(oversized).toEqual([]);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(bytes(chunk.body)).toBe(chunk.bytes);
      expect(chunk.bytes).toBeLessThanOrEqual(2048);
      expect(JSON.parse(chunk.body)).toEqual(chunk.events);
    }
    expect(chunks.flatMap((c) => c.events)).toEqual(events);
  });

  it('fills a chunk up to exactly the limit', () => {
    const one = bytes(JSON.stringify(ev(1)));
    const { chunks } = chunkEvents([ev(1), ev(2), ev(3)], 2 + one * 2 + 1);
    expect(chunks.map((c) => c.events.length)).toEqual([2, 1]);
    expect(chunks[0]?.bytes).toBe(2 + one * 2 + 1);
  });

  it('leaves an event larger than the limit out of every chunk', () => {
    const huge = ev(2, { blob: 'x'.repeat(5000) });
    const { chunks, oversized } = chunkEvents([ev(1), huge, ev(3)], 1024);
    expect(oversized).toEqual([huge]);
    expect(chunks.flatMap((c) => c.events).map((e) => e.event)).toEqual(['e1', 'e3']);
  });

  it('returns no chunk for no events', () => {
    expect(chunkEvents([], 1024).chunks).toEqual([]);
  });
});
