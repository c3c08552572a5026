import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@common/i18n';
import { withFullEnglish } from '@testing/fullEnglish';
import type { Field } from '@contract/payments/fields';
import { renderFields } from './fields/testHarness';
import { lengthLimitParams } from './validation';

const reference: Field = {
  name: 'reference',
  type: 'text',
  label: 'Reference',
  required: true,
  minLength: 2,
  maxLength: 5,
};

describe('length messages', () => {
  it('name the limit the text breaks', () => {
    expect(lengthLimitParams(reference, 'payments.validation.minLength')).toEqual({ count: 2 });
    expect(lengthLimitParams(reference, 'payments.validation.maxLength')).toEqual({ count: 5 });
    expect(
      lengthLimitParams({ ...reference, minLength: undefined }, 'payments.validation.minLength'),
    ).toEqual({});
  });

  it('show the minimum of a text field with both limits', async () => {
    const view = renderFields([reference]);
    await view.user.type(screen.getByLabelText(/^Reference/), 'a');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter at least 2 characters.')).toBeInTheDocument();
  });

  it.each([
    ['en', 1, 'Enter at most 1 character.'],
    ['en', 5, 'Enter at most 5 characters.'],
    ['fr', 1, 'Saisissez au maximum 1 caractère.'],
    ['fr', 5, 'Saisissez au maximum 5 caractères.'],
    ['es', 1, 'Escribe como máximo 1 carácter.'],
    ['pt-BR', 1, 'Digite no máximo 1 caractere.'],
    ['fi', 1, 'Kirjoita enintään 1 merkki.'],
    ['fi', 5, 'Kirjoita enintään 5 merkkiä.'],
  ])('take the plural form of the language (%s, %i)', async (language, limit, message) => {
    const i18n = withFullEnglish(createI18n());
    await i18n.changeLanguage(language);
    const field = { ...reference, maxLength: limit };
    expect(
      i18n.t(
        'payments.validation.maxLength',
        lengthLimitParams(field, 'payments.validation.maxLength'),
      ),
    ).toBe(message);
  });
});
