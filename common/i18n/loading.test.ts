// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { TRANSLATION_LOADING, createI18n } from './index';

const GERMAN = '/locales/de/translation.json';

describe('translation loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a language from its file and switches to it', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('payments.action.deposit')).not.toBe('Deposit');
  });

  it('is configured with 10 parallel reads, 5 retries and a 350 ms first retry delay', () => {
    expect(TRANSLATION_LOADING).toEqual({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 });
  });

  it('retries a failing language file 5 times, waiting 350, 700, 1400, 2800 and 5600 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const readAt: number[] = [];
    server.use(
      http.get(GERMAN, () => {
        readAt.push(Date.now());
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const i18n = createI18n();
    void i18n.changeLanguage('de');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(readAt).toHaveLength(1 + 5);
    const waits = readAt.slice(1).map((time, index) => time - (readAt[index] ?? 0));
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    expect(i18n.t('common.retry')).toBe('Try again'); // English stays in place
  });

  it('retries after a network error too, but never after a 404', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let networkReads = 0;
    server.use(
      http.get(GERMAN, () => {
        networkReads += 1;
        return HttpResponse.error();
      }),
    );
    void createI18n().changeLanguage('de');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(networkReads).toBe(6);

    let missingReads = 0;
    server.use(
      http.get('/locales/fi/translation.json', () => {
        missingReads += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    void createI18n().changeLanguage('fi');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(missingReads).toBe(1);
  });

  it('gives up on a language file that is not JSON, and English stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let reads = 0;
    server.use(
      http.get(GERMAN, () => {
        reads += 1;
        return new HttpResponse('<html>Maintenance</html>', {
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const i18n = createI18n();
    void i18n.changeLanguage('de');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reads).toBe(1);
    expect(i18n.t('common.retry')).toBe('Try again');
  });

  it('never runs more than 10 reads at once', async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    server.use(
      http.get('/locales/:lng/:ns.json', async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((done) => release.push(done));
        running -= 1;
        return HttpResponse.json({});
      }),
    );
    const i18n = createI18n();
    const namespaces = Array.from({ length: 25 }, (_, index) => `ns${String(index)}`);
    const loading = i18n.loadLanguages(['de', 'fr'], () => undefined);
    const more = i18n.loadNamespaces(namespaces);
    await expect.poll(() => running).toBe(10);
    while (release.length > 0 || running > 0) {
      release.splice(0).forEach((done) => {
        done();
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all([loading, more]);
    expect(most).toBe(10);
  });
});
