import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogWith, recordJsonBodies, useFreshBackend } from '@mocks/testing';
import { fillValidCard, openCardForm } from '@testing/cashier';
import { sentence } from '@testing/sentence';

const AMEX = '378282246310005';
const VISA = '4111111111111111';

describe('a card method takes only the brands it names', () => {
  it('says in the method list which brands the card method accepts', async () => {
    await openCardForm();
    const methods = screen.getByRole('group', { name: 'Payment method' });
    const card = within(methods).getByRole('radio', { name: /Credit or debit card/ });
    expect(card).toHaveAccessibleName(/Accepts Visa and Mastercard/);
  });

  it('refuses an American Express number as soon as the brand is recognised, before the field is left', async () => {
    const { user } = await openCardForm();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '3782');
    expect(
      await screen.findByText(
        sentence(
          "This method doesn't accept American Express. Use another card or choose another method.",
        ),
      ),
    ).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing with a refused brand, and takes an accepted one once it is typed instead', async () => {
    const bodies = recordJsonBodies((request) => request.url.endsWith('/payments'));
    const { user } = await openCardForm();
    await fillValidCard(user);
    const number = screen.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, AMEX);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(
      await screen.findByText(sentence(/doesn't accept American Express/)),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(number);
    await user.type(number, VISA);
    expect(screen.queryByText(/doesn't accept/)).toBeNull();
  });

  it('takes any brand when the method names none', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        delete catalog.methods.find((method) => method.id === 'card')?.acceptedCardBrands;
      }),
    );
    const { user } = await openCardForm();
    expect(screen.queryByText(/Accepts/)).toBeNull();
    await user.type(screen.getByLabelText('Card number'), AMEX);
    await user.tab();
    expect(screen.queryByText(/doesn't accept/)).toBeNull();
  });
});

describe('the security code says where it is on the card', () => {
  it('asks for the 3 digits on the back, and the 4 on the front once the card is an American Express', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        delete catalog.methods.find((method) => method.id === 'card')?.acceptedCardBrands;
      }),
    );
    const { user } = await openCardForm();
    const code = screen.getByLabelText('Security code');
    expect(code).toHaveAccessibleDescription(/^The 3 digits on the back of your card/);
    await user.type(screen.getByLabelText('Card number'), AMEX);
    expect(code).toHaveAccessibleDescription(/^The 4 digits on the front of your card/);
    expect(code).toHaveAttribute('maxlength', '4');
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), VISA);
    expect(code).toHaveAccessibleDescription(/^The 3 digits on the back of your card/);
  });

  it('names no card-scheme jargon: no CVV, CID or CVC in what the player reads', async () => {
    const { user } = await openCardForm();
    await user.type(screen.getByLabelText('Card number'), VISA);
    await user.type(screen.getByLabelText('Security code'), '12');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Enter the 3-digit security code.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(CVV2?|CID|CVC2?)\b/);
  });
});
