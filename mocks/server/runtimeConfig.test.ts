// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@/app/runtimeConfig';
import { RUNTIME_CONFIG_FILE } from './csp';
import { MOCK_OPERATOR_SETTINGS } from './runtimeConfig';
import { type Running, letRequestsThrough, startMockBackend } from './testing';

letRequestsThrough();

let backend: Running | undefined;

afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

async function settingsServed(files: Record<string, string>) {
  backend = await startMockBackend(files);
  return fetch(`${backend.origin}/${RUNTIME_CONFIG_FILE}`);
}

describe('npm start runtime settings', () => {
  it("offers the mock operator's support email and https support page, settings the app accepts", async () => {
    const response = await settingsServed({ [RUNTIME_CONFIG_FILE]: '{}' });
    expect(response.status).toBe(200);
    const settings: unknown = await response.json();
    expect(settings).toEqual({
      supportEmail: expect.stringMatching(/^support@/) as string,
      supportUrl: expect.stringMatching(/^https:\/\//) as string,
    });
    expect(parseRuntimeConfig(settings, 'https://casino.example/support')).toEqual({
      ok: true,
      config: MOCK_OPERATOR_SETTINGS,
    });
  });

  it('keeps the build’s own settings over the mock operator’s', async () => {
    const own = { apiBaseUrl: '/pay', supportEmail: 'desk@operator.example' };
    const response = await settingsServed({ [RUNTIME_CONFIG_FILE]: JSON.stringify(own) });
    expect(await response.json()).toEqual({ ...MOCK_OPERATOR_SETTINGS, ...own });
  });

  it('offers them without a settings file too', async () => {
    const response = await settingsServed({});
    expect(await response.json()).toEqual(MOCK_OPERATOR_SETTINGS);
  });

  it('serves a file that is not an object of settings as it is, for the app to name the problem', async () => {
    const response = await settingsServed({ [RUNTIME_CONFIG_FILE]: '["/pay"]' });
    expect(await response.text()).toBe('["/pay"]');
  });
});
