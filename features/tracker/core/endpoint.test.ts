// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSameOrigin, resolveEndpoint } from './endpoint';

const pageOrigin = 'https://casino.example';
const eventsPath = '/api-fe-events/v1/events';

describe('resolveEndpoint', () => {
  it('resolves the path against the page in spa mode', () => {
    expect(resolveEndpoint({ mode: 'spa', eventsPath, pageOrigin })).toBe(
      'https://casino.example/api-fe-events/v1/events',
    );
  });

  it('uses the configured events origin in spa mode', () => {
    expect(
      resolveEndpoint({ mode: 'spa', eventsPath, pageOrigin, endpointOrigin: 'https://ev.io/' }),
    ).toBe('https://ev.io/api-fe-events/v1/events');
  });

  it('keeps an absolute events URL in spa mode', () => {
    expect(resolveEndpoint({ mode: 'spa', eventsPath: 'https://x.io/e?a=1', pageOrigin })).toBe(
      'https://x.io/e?a=1',
    );
  });

  it('posts to the same path on the site origin with no-cookie=true in ssr mode', () => {
    expect(
      resolveEndpoint({ mode: 'ssr', eventsPath, pageOrigin, endpointOrigin: 'https://ev.io' }),
    ).toBe('https://casino.example/api-fe-events/v1/events?no-cookie=true');
    expect(resolveEndpoint({ mode: 'ssr', eventsPath: 'https://x.io/e?a=1', pageOrigin })).toBe(
      'https://casino.example/e?a=1&no-cookie=true',
    );
  });

  it('roots a path given without a leading slash', () => {
    expect(resolveEndpoint({ mode: 'spa', eventsPath: 'events', pageOrigin })).toBe(
      'https://casino.example/events',
    );
  });
});

describe('isSameOrigin', () => {
  it('tells URLs on the origin from those elsewhere', () => {
    expect(isSameOrigin('https://casino.example/e', pageOrigin)).toBe(true);
    expect(isSameOrigin('https://casino.example.evil.io/e', pageOrigin)).toBe(false);
    expect(isSameOrigin('https://ev.io/e', pageOrigin)).toBe(false);
  });
});
