import { describe, expect, it, vi } from 'vitest';
import { logIgnoredSettings, parseRuntimeConfig, runtimeOptions } from './runtimeConfig';

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

  it("takes the operator's support email and support page, and passes them on", () => {
    const result = parseRuntimeConfig(
      { supportEmail: 'help@casino.example', supportUrl: '/help#contact' },
      PAGE,
    );
    expect(result).toEqual({
      ok: true,
      config: {
        supportEmail: 'help@casino.example',
        supportUrl: 'https://casino.example/help#contact',
      },
    });
    const options = runtimeOptions(result.ok ? result.config : {});
    expect([options.supportEmail, options.supportUrl]).toEqual([
      'help@casino.example',
      'https://casino.example/help#contact',
    ]);
  });

  it.each([
    [
      'an email that is no address',
      { supportEmail: 'help desk' },
      /^supportEmail: must be a plain email address/,
    ],
    [
      'an email that adds to the mailto link',
      { supportEmail: 'a@b.example?cc=x@evil.example' },
      /^supportEmail: /,
    ],
    [
      'a support page that is a script',
      { supportUrl: 'javascript:alert(1)' },
      /^supportUrl: must be an https URL/,
    ],
    [
      'a plain-http support page on an https page',
      { supportUrl: 'http://casino.example/help' },
      /^supportUrl: /,
    ],
    [
      'a support page with a user name',
      { supportUrl: 'https://casino.example@evil.example/' },
      /^supportUrl: /,
    ],
    ['a support page with a hidden character', { supportUrl: '/help\u200b' }, /^supportUrl: /],
  ])('leaves out %s and names it, keeping the other settings', (_case, support, problem) => {
    const result = parseRuntimeConfig(
      { apiBaseUrl: 'https://pay.example', supportUrl: 'https://casino.example/help', ...support },
      PAGE,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.apiBaseUrl).toBe('https://pay.example');
    expect(result.ignored).toEqual([expect.stringMatching(problem) as string]);
    const [name] = Object.keys(support);
    expect(Object.keys(result.config)).not.toContain(name);
  });

  it('takes a plain-http support page while the cashier itself is served over http', () => {
    const result = parseRuntimeConfig(
      { supportUrl: 'http://localhost:8080/help' },
      'http://127.0.0.1:4173/support',
    );
    expect(result).toEqual({ ok: true, config: { supportUrl: 'http://localhost:8080/help' } });
  });

  it('names the ignorable problems too when the cashier cannot start anyway', () => {
    const result = parseRuntimeConfig({ credentials: 'token', supportEmail: 'nobody' }, PAGE);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/^credentials: /) as string,
      expect.stringMatching(/^supportEmail: /) as string,
    ]);
  });

  it('tells the operator about each ignored setting in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logIgnoredSettings('mountCashier', ['supportEmail: must be a plain email address']);
    expect(error).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(
      'mountCashier: supportEmail: must be a plain email address. The setting is ignored; the cashier works without it.',
    );
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
