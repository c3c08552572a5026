// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Session } from './probe';

describe('Session', () => {
  it("sends a request's own header in place of a session header of the same name, whatever its case", async () => {
    const sent: Headers[] = [];
    const session = new Session({
      baseUrl: 'http://backend.test',
      headers: { authorization: 'Bearer current', 'X-Tenant': 'a' },
      timeoutMs: 1000,
      fetch: (_input, init) => {
        sent.push(new Headers(init?.headers));
        return Promise.resolve(Response.json({}));
      },
      onProgress: () => undefined,
    });
    const spec = { operation: 'config', method: 'GET', template: '/c', path: '/c' } as const;
    await session.probe({ ...spec, headers: { Authorization: 'Bearer expired' } }, () => true);
    await session.probe(spec, () => true);
    expect(sent.map((headers) => headers.get('authorization'))).toEqual([
      'Bearer expired',
      'Bearer current',
    ]);
    expect(sent.map((headers) => headers.get('x-tenant'))).toEqual(['a', 'a']);
  });
});
