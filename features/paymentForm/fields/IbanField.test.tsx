import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { IBAN_FIELD_NAMES } from '@contract/payments/lists';
import { componentForField, lazyFields } from '../fieldRegistry';
import { renderFields } from './testHarness';
import { sentence } from '@testing/sentence';

const iban: Field = { name: 'iban', type: 'text', label: 'IBAN', required: true };

async function typeIban(text: string) {
  const view = renderFields([iban], 'cashout');
  const input = screen.getByLabelText('IBAN');
  await view.user.type(input, text);
  await view.user.click(screen.getByRole('button', { name: 'Submit' }));
  return { ...view, input };
}

const { IbanField } = lazyFields;

describe('IbanField', () => {
  it('is used for every IBAN field name, whatever the type, but not for hidden values', () => {
    for (const name of IBAN_FIELD_NAMES) {
      expect(componentForField({ name, type: 'text' })).toBe(IbanField);
      expect(componentForField({ name, type: 'textarea' })).toBe(IbanField);
    }
    expect(componentForField({ name: 'iban', type: 'hidden' })).not.toBe(IbanField);
    expect(componentForField({ name: 'holder', type: 'text' })).not.toBe(IbanField);
  });

  it('groups by four and upper-cases as typed, and sends the compact IBAN as a secret', async () => {
    const { input, submissions } = await typeIban('de89370400440532013000');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(submissions).toEqual([
      { amount: null, publicFields: {}, secretFields: { iban: 'DE89370400440532013000' } },
    ]);
  });

  it('accepts a pasted IBAN with other separators', async () => {
    const view = renderFields([iban]);
    const input = screen.getByLabelText('IBAN');
    input.focus();
    await view.user.paste('gb82-west-1234-5698-7654-32');
    expect(input).toHaveValue('GB82 WEST 1234 5698 7654 32');
  });

  it('keeps the caret where the player edits', async () => {
    const view = renderFields([iban]);
    const input = screen.getByLabelText<HTMLInputElement>('IBAN');
    await view.user.type(input, 'DE893704');
    await view.user.type(input, 'X', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input).toHaveValue('DE89 37X0 4');
    expect(input.selectionStart).toBe(8);
  });

  it('explains a wrong check digit', async () => {
    const { input } = await typeIban('DE89370400440532013001');
    expect(
      await screen.findByText("This IBAN's check digits don't match. Check it for typos."),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      "This IBAN's check digits don't match. Check it for typos.",
    );
  });

  it("explains a wrong length with the country's length", async () => {
    await typeIban('DE8937040044053201300');
    expect(
      await screen.findByText(sentence('An IBAN from Germany has 22 characters.')),
    ).toBeInTheDocument();
  });

  it('explains an unknown country code', async () => {
    await typeIban('XX89370400440532013000');
    expect(
      await screen.findByText('Start the IBAN with a valid country code, such as DE or GB.'),
    ).toBeInTheDocument();
  });

  it('requires a value when required, and clears the error once fixed', async () => {
    const view = renderFields([iban]);
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('IBAN'), 'GB82WEST12345698765432');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions[0]?.secretFields).toEqual({ iban: 'GB82WEST12345698765432' });
  });
});
