// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { type TransportGlobals, createTransportPort } from './transport';

const beaconGlobals = (
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean,
): TransportGlobals => ({
  fetch: (input, init) => fetch(input, init),
  navigator: sendBeacon === undefined ? {} : { sendBeacon },
  Blob,
});

describe('transport adapter', () => {
  it('POSTs with the given headers and answers the status once the answer is read to its end', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('/transport-test', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ignored: true }, { status: 202 });
      }),
    );
    const answer = await createTransportPort().post('http://localhost:3000/transport-test', {
      body: '[]',
      headers: { 'Content-Type': 'application/json', 'X-Api-Version': 'v2' },
      keepalive: false,
    });
    expect(answer).toEqual({ status: 202 });
    expect(seen?.headers.get('x-api-version')).toBe('v2');
  });

  it('reads the answer before giving its status, so a keepalive request releases the budget', async () => {
    const events: string[] = [];
    const globals: TransportGlobals = {
      fetch: () =>
        Promise.resolve({
          status: 200,
          arrayBuffer: () => {
            events.push('read');
            return Promise.resolve(new ArrayBuffer(0));
          },
        }),
      navigator: {},
      Blob,
    };
    const answer = createTransportPort(globals)
      .post('/e', { body: '[]', headers: {}, keepalive: true })
      .then((result) => {
        events.push(`status ${String(result.status)}`);
      });
    await answer;
    expect(events).toEqual(['read', 'status 200']);
  });

  it('counts an answer whose body is cut off by its status: the server had the events', async () => {
    const globals: TransportGlobals = {
      fetch: () =>
        Promise.resolve({
          status: 204,
          arrayBuffer: () => Promise.reject(new DOMException('unloading', 'AbortError')),
        }),
      navigator: {},
      Blob,
    };
    await expect(
      createTransportPort(globals).post('/e', { body: '[]', headers: {}, keepalive: true }),
    ).resolves.toEqual({ status: 204 });
  });

  it('gives up on a request that never answers, so later flushes are not held back', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    let signal: AbortSignal | undefined;
    const globals: TransportGlobals = {
      fetch: (_input, init) => {
        signal = init?.signal ?? undefined;
        // Never answers: only the signal ends it.
        return new Promise((_, reject) => {
          const fail = () => {
            reject(signal?.reason as Error);
          };
          if (signal?.aborted) fail();
          else signal?.addEventListener('abort', fail);
        });
      },
      navigator: {},
      Blob,
    };
    timeout.mockImplementation(() =>
      AbortSignal.abort(new DOMException('timed out', 'TimeoutError')),
    );
    await expect(
      createTransportPort(globals).post('http://localhost:3000/never', {
        body: '[]',
        headers: {},
        keepalive: true,
      }),
    ).rejects.toThrow('timed out');
    expect(timeout).toHaveBeenCalledWith(20000);
  });

  it('rejects on a network error', async () => {
    server.use(http.post('/transport-test', () => HttpResponse.error()));
    await expect(
      createTransportPort().post('http://localhost:3000/transport-test', {
        body: '[]',
        headers: {},
        keepalive: true,
      }),
    ).rejects.toThrow(TypeError);
  });

  it('beacons the body as a Blob of the chosen content type', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    expect(createTransportPort(beaconGlobals(sendBeacon)).beacon('/e', '[1]', 'text/plain')).toBe(
      true,
    );
    const blob = sendBeacon.mock.calls[0]?.[1] as Blob;
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('[1]');
  });

  it('counts a missing, refusing or throwing sendBeacon as refused', () => {
    expect(createTransportPort(beaconGlobals()).beacon('/e', '[]', 'application/json')).toBe(false);
    expect(createTransportPort(beaconGlobals(() => false)).beacon('/e', '[]', 'a/b')).toBe(false);
    const throwing = (): boolean => {
      throw new DOMException('refused', 'SecurityError');
    };
    expect(createTransportPort(beaconGlobals(throwing)).beacon('/e', '[]', 'a/b')).toBe(false);
  });
});
