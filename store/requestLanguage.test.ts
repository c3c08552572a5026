// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { paymentsApi } from '@features/payments';
import { onRequest } from '@mocks/testing';
import { makeStore } from '@/app/store';

describe('request language', () => {
  it("asks the back end in each store's own language (two cashiers on one page)", async () => {
    const languages: (string | null)[] = [];
    onRequest((request) => {
      languages.push(request.headers.get('Accept-Language'));
    });
    const german = makeStore({ preloadedState: { language: { language: 'de' } } });
    const arabic = makeStore({ preloadedState: { language: { language: 'ar' } } });
    await german.dispatch(paymentsApi.endpoints.config.initiate(undefined));
    await arabic.dispatch(paymentsApi.endpoints.config.initiate(undefined));
    expect(languages).toEqual(['de, en;q=0.5', 'ar, en;q=0.5']);
  });
});
