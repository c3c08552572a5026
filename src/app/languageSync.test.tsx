import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { onRequest } from '@mocks/testing';
import { cashierPaths } from '@features/payments';
import { renderWithProviders } from '@testing/render';
import { App } from './App';
import { initialLanguage } from './initialLanguage';
import { syncLanguage } from './languageSync';

describe('language switching', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  it('starts in the saved language, else the browser language', () => {
    localStorage.setItem('cashier.language', 'fi');
    expect(initialLanguage()).toBe('fi');
    localStorage.clear();
    expect(initialLanguage()).toBe('en'); // jsdom's navigator.languages: en-US
  });

  it('switches without a reload: keeps what was typed, sets <html lang dir>, saves the choice and asks the server again in the new language', async () => {
    const view = renderWithProviders(<App />);
    syncLanguage(view.store, view.i18n);
    await view.user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await view.user.type(await screen.findByLabelText(/^Amount/), '42');

    const languages: (string | null)[] = [];
    onRequest((request) => {
      if (request.url.includes(cashierPaths.methods))
        languages.push(request.headers.get('Accept-Language'));
    });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    await waitFor(() => {
      expect(document.documentElement.dir).toBe('rtl');
    });
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('cashier.language')).toBe('ar');
    await waitFor(() => {
      expect(languages).toContain('ar, en;q=0.5');
    });
    // The app's own texts follow once the Arabic file has loaded; the typed amount stays.
    expect(await screen.findByRole('heading', { level: 1, name: 'إيداع' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount|المبلغ/)).toHaveValue('42');
  });

  it('keeps English, and says so in <html lang>, when a language file cannot be loaded', async () => {
    let asked = false;
    server.use(
      http.get('/locales/tr/translation.json', () => {
        asked = true;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const view = renderWithProviders(<App />);
    syncLanguage(view.store, view.i18n);
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'tr');
    await waitFor(() => {
      expect(asked).toBe(true);
    });
    await waitFor(() => {
      expect(localStorage.getItem('cashier.language')).toBe('tr');
    });
    // The texts stay English, and so does the language a screen reader is told.
    expect(screen.getByRole('link', { name: 'Cashier' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
