// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl, call } from '@mocks/testing';
import { EVENTS_PATH } from '@contract/paths';
import { RECEIVED_EVENTS_PATH, createEventHandlers } from './events';

describe('mock events API', () => {
  it('accepts a batch sent as JSON or as a text beacon, and lists what it received', async () => {
    server.use(...createEventHandlers());
    const post = (body: string, type: string) =>
      fetch(apiUrl(EVENTS_PATH), {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
    expect((await post('[{"event":"a"}]', 'application/json')).status).toBe(204);
    expect((await post('[{"event":"b"}]', 'text/plain;charset=UTF-8')).status).toBe(204);
    const { body } = await call(apiUrl(RECEIVED_EVENTS_PATH));
    expect(body).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('refuses a body that is not an array of events', async () => {
    server.use(...createEventHandlers());
    const response = await fetch(apiUrl(EVENTS_PATH), {
      method: 'POST',
      body: '{"event":1}',
    });
    expect(response.status).toBe(400);
  });
});
