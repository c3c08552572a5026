// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { conversionMethodsResponseSchema } from '@contract/payments/methods';
import { apiUrl, call } from '@mocks/testing';
import { acceptedLanguages } from './language';

const methods = (language: string) =>
  call(apiUrl(cashierPaths.methods, { action: 'deposit', currency: 'EUR' }), {
    headers: { 'Accept-Language': language },
  });

describe('server text languages', () => {
  it('orders Accept-Language by quality', () => {
    expect(acceptedLanguages('fr;q=0.4, de-AT, en;q=0.5')).toEqual(['de-AT', 'en', 'fr']);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages('de;q=0')).toEqual([]);
  });

  it('answers method names and field labels in the asked language, English otherwise', async () => {
    const german = (await methods('de-DE, en;q=0.5')).body as {
      methods: { id: string; name: string }[];
    };
    expect(german.methods.find((method) => method.id === 'card')?.name).toBe(
      'Kredit- oder Debitkarte',
    );
    const finnish = (await methods('fi, en;q=0.5')).body as {
      methods: { id: string; name: string }[];
    };
    expect(finnish.methods.find((method) => method.id === 'card')?.name).toBe(
      'Credit or debit card',
    );

    const fields = (
      await call(
        apiUrl(cashierPaths.methodFields('card'), { action: 'deposit', currency: 'EUR' }),
        {
          headers: { 'Accept-Language': 'ar' },
        },
      )
    ).body as { fields: { name: string; label: string }[] };
    expect(fields.fields.find((field) => field.name === 'card_number')?.label).toBe('رقم البطاقة');
  });

  it('names the conversion methods in the asked language too (pt-BR exactly, de-AT by its base)', async () => {
    const names = async (action: string, language: string) =>
      conversionMethodsResponseSchema
        .parse(
          (
            await call(apiUrl(cashierPaths.conversionMethods, { action, currency: 'EUR' }), {
              headers: { 'Accept-Language': language },
            })
          ).body,
        )
        .methods.map((method) => method.name);
    expect(await names('deposit', 'pt-BR, en;q=0.5')).toEqual(['Comprar cripto com cartão']);
    expect(await names('cashout', 'de-AT, en;q=0.5')).toEqual(['Krypto gegen Geld verkaufen']);
    expect(await names('deposit', 'ar')).toEqual(['شراء العملات المشفّرة بالبطاقة']);
    expect(await names('deposit', 'nl')).toEqual(['Buy crypto with a card']);
  });
});
