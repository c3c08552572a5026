import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { renderFields } from './testHarness';

const accounts: Field = {
  name: 'crypto_account',
  type: 'crypto_currencies_account_select',
  label: 'Pay out to',
  required: true,
  options: [
    { value: 'acc_btc_1', label: 'BTC · bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    { value: 'acc_usdt_2', label: 'USDT · TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9' },
  ],
};

describe('CryptoAccountSelectField', () => {
  it('lists the accounts with shortened addresses and sends the account id', async () => {
    const view = renderFields([accounts], 'cashout');
    const select = screen.getByLabelText<HTMLSelectElement>('Pay out to');
    expect(Array.from(select.options, (option) => option.text)).toEqual([
      'Choose…',
      'BTC · bc1qar…5mdq',
      'USDT · TN3W4H…b3m9',
    ]);
    await view.user.selectOptions(select, 'USDT · TN3W4H…b3m9');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.submissions[0]?.publicFields).toEqual({ crypto_account: 'acc_usdt_2' });
  });

  it('requires a choice, and says when there is no saved account', async () => {
    const view = renderFields([{ ...accounts, options: [] }], 'cashout');
    expect(screen.getByLabelText('Pay out to')).toHaveAccessibleDescription(
      /You have no saved crypto accounts yet\./,
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });
});
