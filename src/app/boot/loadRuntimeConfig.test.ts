// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { loadRuntimeConfig } from './loadRuntimeConfig';
import { RUNTIME_CONFIG_PATH } from './runtimeConfigRequest';

const serve = (response: () => Response) => {
  server.use(http.get(RUNTIME_CONFIG_PATH, response));
};

describe('loading the standalone app’s runtime settings', () => {
  it('reads and checks the file', async () => {
    serve(() => HttpResponse.json({ apiBaseUrl: 'https://pay.example/' }));
    expect(await loadRuntimeConfig()).toEqual({
      ok: true,
      config: { apiBaseUrl: 'https://pay.example' },
    });
  });

  it('starts with the defaults when there is no file', async () => {
    serve(() => new HttpResponse(null, { status: 404 }));
    expect(await loadRuntimeConfig()).toEqual({ ok: true, config: {} });
  });

  it('stops with the problem named when the file is broken, unreachable or wrong', async () => {
    const cases: [() => Response, RegExp][] = [
      [() => new HttpResponse('{ apiBaseUrl: ', { status: 200 }), /is not JSON/],
      [() => new HttpResponse(null, { status: 503 }), /answered HTTP 503/],
      [() => HttpResponse.error(), /could not be loaded/],
      [() => HttpResponse.json({ apiBaseUrl: 'ftp://pay.example' }), /^apiBaseUrl: /],
      [() => HttpResponse.json({ credentials: 'bearer' }), /needs a host page/],
    ];
    for (const [response, problem] of cases) {
      serve(response);
      const result = await loadRuntimeConfig();
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.problems).toEqual([expect.stringMatching(problem)]);
    }
  });
});
