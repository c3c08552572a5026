/**
 * A player whose keyboard gives Arabic-Indic, Persian or full-width digits fills the card fields
 * with them: the fields read them as the digits they are, show and send ASCII digits, and never
 * empty themselves into "This field is required".
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { renderFields } from './testHarness';

const CARD: Field[] = [
  { name: 'card_number', type: 'credit_card_number', label: 'Card number', required: true },
  { name: 'expiry', type: 'card_expiry_date', label: 'Expiry date', required: true },
  { name: 'cvv', type: 'cvv', label: 'Security code', required: true },
];

describe('card fields typed with digits of another script', () => {
  it.each([
    ['Arabic-Indic', '٤١١١١١١١١١١١١١١١', '١٢٣٠', '١٢٣'],
    ['Persian', '۴۱۱۱۱۱۱۱۱۱۱۱۱۱۱۱', '۱۲۳۰', '۱۲۳'],
    ['full-width', '４１１１１１１１１１１１１１１１', '１２３０', '１２３'],
  ])(
    'reads %s digits as digits, shows and sends them as ASCII',
    async (_script, number, expiry, code) => {
      const { user, submissions, findByRole } = renderFields(CARD);
      await findByRole('form', { name: 'Test form' });
      await user.type(screen.getByLabelText('Card number'), number);
      await user.type(screen.getByLabelText(/^Expiry date/), expiry);
      await user.type(screen.getByLabelText(/^Security code/), code);
      expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
      expect(screen.getByLabelText(/^Expiry date/)).toHaveValue('12/30');
      expect(screen.getByLabelText(/^Security code/)).toHaveValue('123');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
      expect(submissions).toHaveLength(1);
      const sent = { ...submissions[0]?.publicFields, ...submissions[0]?.secretFields };
      expect(sent).toMatchObject({ card_number: '4111111111111111', expiry: '12/30', cvv: '123' });
    },
  );
});
