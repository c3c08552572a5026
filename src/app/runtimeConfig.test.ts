import { describe, expect, it } from 'vitest';
import { RUNTIME_SETTING_NAMES } from './boot/runtimeConfigRequest';
import { parseRuntimeConfig, runtimeOptions, runtimeSettingNames } from './runtimeConfig';

const PAGE = 'https://casino.example/deposit';

describe('runtime settings', () => {
  it('takes absolute URLs and paths, resolved against the page', () => {
    const result = parseRuntimeConfig(
      {
        apiBaseUrl: 'https://pay.example/cashier/',
        credentials: 'cookies',
        eventsUrl: '/collect/v1/events',
        localesPath: 'https://cdn.example/i18n/{{lng}}.json',
      },
      PAGE,
    );
    expect(result).toEqual({
      ok: true,
      config: {
        apiBaseUrl: 'https://pay.example/cashier',
        credentials: 'cookies',
        eventsUrl: 'https://casino.example/collect/v1/events',
        localesPath: 'https://cdn.example/i18n/{{lng}}.json',
      },
    });
  });

  it('is empty when nothing is set: the build’s defaults', () => {
    expect(parseRuntimeConfig({}, PAGE)).toEqual({ ok: true, config: {} });
  });

  it('names every problem with its setting, unknown settings included', () => {
    const result = parseRuntimeConfig(
      {
        apiBaseURL: 'https://pay.example',
        apiBaseUrl: 'javascript:alert(1)',
        credentials: 'token',
        eventsUrl: 'https://user:secret@events.example/e',
        localesPath: '/locales/en.json',
      },
      PAGE,
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/^apiBaseUrl: .*http\(s\)/m);
    expect(problems.join('\n')).toMatch(/^credentials: /m);
    expect(problems.join('\n')).toMatch(/^eventsUrl: .*without user, password/m);
    expect(problems.join('\n')).toMatch(/^localesPath: must contain \{\{lng\}\}/m);
    expect(problems).toContain('unknown setting: apiBaseURL');
  });

  it('refuses a file that is not an object of settings', () => {
    expect(parseRuntimeConfig(['https://pay.example'], PAGE)).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^the settings: /) as string],
    });
  });

  it("takes the operator's verification page as an http(s) URL or a path, and passes it on", () => {
    const result = parseRuntimeConfig({ verificationUrl: '/kyc?from=cashier' }, PAGE);
    expect(result).toEqual({
      ok: true,
      config: { verificationUrl: 'https://casino.example/kyc?from=cashier' },
    });
    expect(runtimeOptions(result.ok ? result.config : {}).verificationUrl).toBe(
      'https://casino.example/kyc?from=cashier',
    );
    const unsafe = parseRuntimeConfig({ verificationUrl: 'javascript:alert(1)' }, PAGE);
    expect(unsafe.ok ? [] : unsafe.problems).toEqual([
      expect.stringMatching(/^verificationUrl: must be an http\(s\) URL/) as string,
    ]);
  });

  it("takes the operator's responsible-gambling page like the verification page", () => {
    const result = parseRuntimeConfig({ responsibleGamblingUrl: '/safer-gambling' }, PAGE);
    expect(result).toEqual({
      ok: true,
      config: { responsibleGamblingUrl: 'https://casino.example/safer-gambling' },
    });
    expect(runtimeOptions(result.ok ? result.config : {}).responsibleGamblingUrl).toBe(
      'https://casino.example/safer-gambling',
    );
    const unsafe = parseRuntimeConfig(
      { responsibleGamblingUrl: 'data:text/html,<script>alert(1)</script>' },
      PAGE,
    );
    expect(unsafe.ok ? [] : unsafe.problems).toEqual([
      expect.stringMatching(/^responsibleGamblingUrl: must be an http\(s\) URL/) as string,
    ]);
  });

  it('splits the events URL into the tracker’s origin and path', () => {
    const options = runtimeOptions({
      apiBaseUrl: 'https://pay.example',
      eventsUrl: 'https://events.example/api-fe-events/v1/events',
    });
    expect(options).toEqual({
      connection: { apiBaseUrl: 'https://pay.example' },
      tracking: { eventsOrigin: 'https://events.example', eventsPath: '/api-fe-events/v1/events' },
    });
  });
});

describe('the settings names the boot prefetch knows', () => {
  it('are exactly the settings the app checks', () => {
    expect([...RUNTIME_SETTING_NAMES].sort()).toEqual(runtimeSettingNames().sort());
  });
});
