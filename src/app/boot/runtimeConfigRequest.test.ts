import { describe, expect, it } from 'vitest';
import { bootApiBaseUrl } from './runtimeConfigRequest';

const page = { location: { href: 'https://casino.example/cashier' } } as Window;

describe('the API base URL the boot prefetch asks early', () => {
  it('is the one the app will use, resolved against the page', () => {
    expect(bootApiBaseUrl({ apiBaseUrl: 'https://pay.example/' }, page)).toBe(
      'https://pay.example',
    );
    expect(bootApiBaseUrl({ apiBaseUrl: '/payments' }, page)).toBe(
      'https://casino.example/payments',
    );
  });

  it("is the build's when the settings name none", () => {
    expect(bootApiBaseUrl({}, page)).toBeUndefined();
    expect(bootApiBaseUrl({ supportEmail: 'help@casino.example' }, page)).toBeUndefined();
  });

  it.each([
    ['an unknown setting', { apiBaseURL: 'https://pay.example' }],
    [
      'a wrong value of another setting',
      { apiBaseUrl: 'https://pay.example', credentials: 'string' },
    ],
    ['an events URL that is not http(s)', { eventsUrl: 'javascript:alert(1)' }],
    ['an API base URL with a password', { apiBaseUrl: 'https://user:secret@pay.example' }],
    ['settings that are not an object', ['https://pay.example']],
  ])('asks nothing early for settings the app rejects: %s', (_case, settings) => {
    expect(bootApiBaseUrl(settings, page)).toBeNull();
  });

  it('asks nothing early with bearer tokens, which only a host page gives', () => {
    expect(
      bootApiBaseUrl({ apiBaseUrl: 'https://pay.example', credentials: 'bearer' }, page),
    ).toBeNull();
  });
});
