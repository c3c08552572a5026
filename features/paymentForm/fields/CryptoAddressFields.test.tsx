import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@contract/payments/fields';
import { renderFields } from './testHarness';
import { sentence } from '@testing/sentence';

const TRON = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const bitcoinWallet: Field = {
  name: 'wallet_address',
  type: 'crypto_address',
  label: 'Bitcoin wallet address',
  required: true,
  pattern: '(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}',
  network: 'Bitcoin',
};

const usdt: Field = {
  name: 'usdt_address',
  type: 'multi_protocol_crypto_address',
  label: 'USDT wallet address',
  required: true,
  networks: [
    { value: 'trc20', label: 'TRC20 (Tron)', pattern: 'T[1-9A-HJ-NP-Za-km-z]{33}' },
    { value: 'erc20', label: 'ERC20 (Ethereum)', pattern: '0x[0-9a-fA-F]{40}' },
  ],
};

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe.each(['crypto_address', 'cashout_crypto_address'])('%s', (type) => {
  const field = { ...bitcoinWallet, type };

  it('is a monospace text input without autocomplete or spellcheck', () => {
    renderFields([field], 'cashout');
    const input = screen.getByLabelText('Bitcoin wallet address');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input.className).toMatch(/code/);
  });

  it('sends a valid address, trimmed', async () => {
    const view = renderFields([field], 'cashout');
    await view.user.type(screen.getByLabelText('Bitcoin wallet address'), `  ${BTC} `);
    await view.user.click(submit());
    expect(view.submissions[0]?.publicFields).toEqual({ wallet_address: BTC });
  });

  it.each([
    [`${BTC.slice(0, 10)} ${BTC.slice(10)}`, 'Remove the spaces from the address.'],
    ['bc1qar0srrr', 'A wallet address has 20 to 128 characters.'],
    [ETH, "This isn't a valid Bitcoin address. Check it and try again."],
  ])('refuses %s', async (address, message) => {
    const view = renderFields([field], 'cashout');
    const input = screen.getByLabelText('Bitcoin wallet address');
    await view.user.type(input, address);
    await view.user.click(submit());
    expect(await screen.findByText(sentence(message))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(view.submissions).toHaveLength(0);
  });

  it('explains the server length limits with their numbers', async () => {
    const view = renderFields([{ ...field, pattern: undefined, minLength: 26 }], 'cashout');
    await view.user.type(screen.getByLabelText('Bitcoin wallet address'), 'a'.repeat(22));
    await view.user.click(submit());
    expect(await screen.findByText('Enter at least 26 characters.')).toBeInTheDocument();
  });
});

describe('multi_protocol_crypto_address', () => {
  it('asks for the network, then checks the address with that network’s pattern', async () => {
    const view = renderFields([usdt], 'cashout');
    await view.user.type(screen.getByLabelText('USDT wallet address'), TRON);
    await view.user.click(submit());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Network')).toHaveAttribute('aria-invalid', 'true');

    await view.user.selectOptions(screen.getByLabelText('Network'), 'ERC20 (Ethereum)');
    expect(
      await screen.findByText(
        sentence("This isn't a valid ERC20 (Ethereum) address. Check it and try again."),
      ),
    ).toBeInTheDocument();

    await view.user.selectOptions(screen.getByLabelText('Network'), 'TRC20 (Tron)');
    expect(screen.queryByText(/isn't a valid/)).not.toBeInTheDocument();
    await view.user.click(submit());
    expect(view.submissions).toEqual([
      {
        amount: null,
        publicFields: { usdt_address: TRON, usdt_address_network: 'trc20' },
        secretFields: {},
      },
    ]);
  });

  it('is keyboard usable: Tab to the network, choose, Tab to the address, Enter submits', async () => {
    const view = renderFields([usdt], 'cashout');
    await view.user.tab();
    expect(screen.getByLabelText('Network')).toHaveFocus();
    await view.user.selectOptions(screen.getByLabelText('Network'), 'erc20');
    await view.user.tab();
    expect(screen.getByLabelText('USDT wallet address')).toHaveFocus();
    await view.user.keyboard(ETH);
    await view.user.keyboard('{Enter}');
    expect(view.submissions[0]?.publicFields).toEqual({
      usdt_address: ETH,
      usdt_address_network: 'erc20',
    });
  });

  it('preselects the server’s network', () => {
    renderFields([{ ...usdt, network: 'erc20' }], 'cashout');
    expect(screen.getByLabelText('Network')).toHaveValue('erc20');
  });
});
