import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogMethod } from '@mocks/catalog/methodSchema';
import { catalogWith, onRequest, useFreshBackend } from '@mocks/testing';
import { recordActions } from '@testing/recordActions';
import { supportRequested } from '@features/payments/model/events';
import { fillValidCard, openCardForm } from '@testing/cashier';
import { UNSHOWABLE_FIELD_CODE } from './UnshowableFieldNotice';
import { sentence } from '@testing/sentence';

/** The catalog's card method asking for one more field, of a type no cashier knows. */
function useCardAsking(field: CatalogMethod['fields'][number]) {
  useFreshBackend(
    catalogWith((catalog) => {
      catalog.methods.find((method) => method.id === 'card')?.fields.push(field);
    }),
  );
}

function recordPayments() {
  const sent: string[] = [];
  onRequest((request) => {
    if (request.method === 'POST' && request.url.endsWith('/payments')) sent.push(request.url);
  });
  return sent;
}

const CONSENT = { name: 'bank_consent', type: 'bank_consent', label: 'Bank consent' };

describe('a field the cashier cannot show', () => {
  it('when required, leaves no way to submit, says why, and offers another method or support', async () => {
    useCardAsking({ ...CONSENT, required: true });
    const sent = recordPayments();
    const { actions, middleware } = recordActions();
    const { user } = await openCardForm({ middleware: [middleware] });

    await screen.findByText("You can't pay with this method here");
    const notice = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent.includes("You can't pay with this method here"));
    if (!notice) throw new Error('No notice in place of the submit button');
    expect(notice).toHaveTextContent(
      "It needs “Bank consent”, which this cashier can't show, so the payment can't be sent.",
    );
    expect(screen.queryByRole('button', { name: /^Deposit/ })).toBeNull();

    // Enter in a filled form sends nothing either.
    await fillValidCard(user);
    await user.type(screen.getByLabelText(/^Amount/), '{Enter}');
    expect(sent).toEqual([]);

    await user.click(within(notice).getByRole('button', { name: 'Contact support' }));
    expect(actions).toContainEqual(
      supportRequested({ methodId: 'card', code: UNSHOWABLE_FIELD_CODE }),
    );
    await user.click(within(notice).getByRole('button', { name: 'Choose another method' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('when optional, says the player can go ahead without it, and the payment goes through', async () => {
    useCardAsking(CONSENT);
    const { user } = await openCardForm();
    expect(screen.getByText(sentence("“Bank consent” can't be shown here"))).toBeInTheDocument();
    expect(
      screen.getByText('This field is optional: you can go ahead without it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText("You can't pay with this method here")).toBeNull();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText('Your card payment of 50.00 EUR was successful.'),
    ).toBeInTheDocument();
  });
});
