/**
 * The new field types in the default catalog's methods, through the real PaymentForm and the mock
 * back end (msw): each method can be filled in and is accepted, and secrets stay out of Redux.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCatalog } from '@mocks/handlers';
import { recordJsonBodies, useFreshBackend } from '@mocks/testing';
import { renderWithProviders } from '@testing/render';
import type { PaymentMethod } from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { preloadLazyFields } from '../fieldRegistry';
import { PaymentForm } from '@features/checkout/PaymentForm';
import { ethereum } from './ethereum';
import { recordActions } from '@testing/recordActions';
import { sentence } from '@testing/sentence';

// Lazy fields render at once when their code is in: these tests wait only for the fields request.
await preloadLazyFields();

function methodOf(id: string, currency: string): PaymentMethod {
  const entry = defaultCatalog.methods.find((method) => method.id === id);
  const limits = entry?.limits[currency];
  if (!entry || !limits) throw new Error(`No catalog method ${id} in ${currency}`);
  const { id: methodId, provider, brand, type, name, commission, processingTime, presets } = entry;
  return {
    id: methodId,
    provider,
    brand,
    type,
    name,
    commission,
    processingTime,
    presets,
    currency,
    limits,
  };
}

/** Renders the method's form as the cashier would, recording actions and sent request bodies. */
async function openForm(id: string, action: PaymentAction, currency: string) {
  const { actions, middleware } = recordActions();
  const bodies = recordJsonBodies((request) => request.method === 'POST');
  const view = renderWithProviders(<PaymentForm method={methodOf(id, currency)} />, {
    lazyPart: true,
    middleware: [middleware],
    preloadedState: {
      payments: { action, currency, selectedMethodId: { deposit: null, cashout: null } },
    },
  });
  await screen.findByLabelText(/^Amount/);
  return { ...view, actions, bodies };
}

beforeEach(() => {
  useFreshBackend();
});

describe('catalog methods with the new field types', () => {
  it('bank wire: cascade select, IBAN and a statement; the IBAN and file never enter Redux', async () => {
    const { user, actions, bodies, store } = await openForm('bank_wire', 'cashout', 'USD');
    expect(screen.getByText(sentence('PDF, JPEG, or PNG, up to 5 MB'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await user.selectOptions(screen.getByLabelText('Bank'), 'Barclays');
    await user.selectOptions(screen.getByLabelText('Options for Barclays'), 'barclays_london');
    await user.type(screen.getByLabelText('IBAN'), 'gb82west12345698765432');
    expect(screen.getByLabelText('IBAN')).toHaveValue('GB82 WEST 1234 5698 7654 32');
    await user.upload(
      screen.getByLabelText('Bank statement'),
      new File(['%PDF-1.7 statement'], 'statement.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText(sentence(/^Chosen: statement\.pdf/));
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));
    expect(await screen.findByText(/Your wire of 500.00 USD was requested/)).toBeInTheDocument();

    expect(bodies).toEqual([
      expect.objectContaining({
        methodId: 'bank_wire',
        fields: {
          account_holder: 'Ada Lovelace',
          bank_branch: 'barclays_london',
          bankIBAN: 'GB82WEST12345698765432',
          bank_statement: `data:application/pdf;name=statement.pdf;base64,${btoa('%PDF-1.7 statement')}`,
        },
      }),
    ]);
    const recorded = JSON.stringify([actions, store.getState()]);
    expect(recorded).not.toContain('GB82WEST12345698765432');
    expect(recorded).not.toContain('base64');
    expect(recorded).not.toContain('statement.pdf');
  });

  it('USDT cash-out: network choice and address', async () => {
    const { user, bodies } = await openForm('usdt_cashout', 'cashout', 'USD');
    await user.type(screen.getByLabelText(/^Amount/), '50');
    await user.selectOptions(screen.getByLabelText('Network'), 'TRC20 (Tron)');
    await user.type(
      screen.getByLabelText('USDT wallet address'),
      'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
    );
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));
    expect(await screen.findByText(/in USDT was requested/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      fields: {
        usdt_address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
        usdt_address_network: 'trc20',
      },
    });
  });

  it('Ethereum cash-out: address checked against the network pattern', async () => {
    const { user } = await openForm('ethereum_cashout', 'cashout', 'USD');
    await user.type(screen.getByLabelText(/^Amount/), '50');
    const address = screen.getByLabelText('Ethereum wallet address');
    await user.type(address, 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9');
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));
    expect(
      await screen.findByText(
        sentence("This isn't a valid Ethereum address. Check it and try again."),
      ),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, '0x52908400098527886E0F7030069857D2E4169EE7');
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));
    expect(await screen.findByText(/in ETH was requested/)).toBeInTheDocument();
  });

  it('saved crypto wallet cash-out: account select and a help link', async () => {
    const { user, bodies } = await openForm('crypto_wallet_cashout', 'cashout', 'BTC');
    expect(screen.getByRole('link', { name: /Manage your saved wallets/ })).toHaveAttribute(
      'href',
      'https://support.example.com/cashier/saved-wallets',
    );
    await user.type(screen.getByLabelText(/^Amount/), '0.01');
    await user.selectOptions(screen.getByLabelText('Pay out to'), 'acc_btc_ledger');
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));
    expect(await screen.findByText(/to your saved wallet was requested/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ fields: { crypto_account: 'acc_btc_ledger' } });
  });

  it('Bitcoin deposit: shows the address with copy and QR code, sends only the amount', async () => {
    const { user, bodies } = await openForm('bitcoin', 'deposit', 'BTC');
    expect(screen.getByLabelText('Your Bitcoin deposit address')).toHaveValue(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    expect(screen.getByRole('img', { name: 'QR code of the deposit address' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '0.01');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText(/to the deposit address shown/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ amount: '0.01000000', fields: {} });
  });

  it('MetaMask deposit: connect, then pay from the account', async () => {
    vi.spyOn(ethereum, 'isAvailable').mockReturnValue(true);
    vi.spyOn(ethereum, 'requestAccount').mockResolvedValue(
      '0x52908400098527886e0f7030069857d2e4169ee7',
    );
    const { user, bodies } = await openForm('metamask_deposit', 'deposit', 'USD');
    await user.type(screen.getByLabelText(/^Amount/), '100');
    await user.click(screen.getByRole('button', { name: 'Connect MetaMask' }));
    await screen.findByText(sentence('Connected: 0x5290…9ee7'));
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText(/Confirm the payment of 100.00 USD/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      fields: { eth_account: '0x52908400098527886e0f7030069857d2e4169ee7' },
    });
  });
});
