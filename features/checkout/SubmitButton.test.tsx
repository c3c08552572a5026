import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/i18n/languages';
import { renderWithProviders } from '@testing/render';
import type { Field } from '@contract/payments/fields';
import type { PaymentAction } from '@contract/payments/lists';
import { PAYMENT_ACTIONS } from '@contract/payments/lists';
import { formatMoney } from '@features/payments/model/money';
import { TEST_METHOD } from '@features/paymentForm/fields/testHarness';
import { PaymentFormFrame, usePaymentFormController } from './paymentFormController';
import { SubmitButton } from './SubmitButton';

/** The method's amount field, holding `amount` as the player typed it (or nothing). */
const amountField = (amount: string): Field => ({
  name: 'amount',
  type: 'amount',
  label: 'Amount',
  required: true,
  ...(amount === '' ? {} : { defaultValue: amount }),
});

function Form({ action, amount }: { action: PaymentAction; amount: string }) {
  const controller = usePaymentFormController({
    action,
    method: TEST_METHOD,
    fields: [amountField(amount)],
  });
  return (
    <PaymentFormFrame
      controller={controller}
      onValid={() => undefined}
      idPrefix="f"
      aria-label="Test form"
    >
      <SubmitButton />
    </PaymentFormFrame>
  );
}

/** The submit button's label in `language`, for `action`, with `amount` in the amount field. */
async function buttonLabel(language: string, action: PaymentAction, amount: string) {
  const view = renderWithProviders(<Form action={action} amount={amount} />, {
    language,
    lazyPart: true,
  });
  await act(() => view.i18n.changeLanguage(language));
  // The language's own file is in: the button speaks it, not an English fallback.
  expect(view.i18n.hasResourceBundle(language, 'translation')).toBe(true);
  const button = screen.getByRole('button');
  const label = button.textContent;
  view.unmount();
  return label;
}

/** Scripts with upper and lower case: a label there starts like a sentence or a button. */
const CASELESS: readonly string[] = ['ar'];

describe('the submit button reads right in every language', () => {
  describe.each(LANGUAGES.map(({ code }) => code))('%s', (language) => {
    it.each(PAYMENT_ACTIONS)(
      'says what %s does with and without an amount, as a button label',
      async (action) => {
        const plain = await buttonLabel(language, action, '');
        const withAmount = await buttonLabel(language, action, '50');
        const amount = formatMoney('50.00', TEST_METHOD.currency, language);

        expect(plain).not.toBe('');
        expect(plain).toBe(plain.trim());
        expect(withAmount).toContain(amount);
        expect(withAmount).toBe(withAmount.trim());
        // Without an amount the label is the verb alone; it does not say a number.
        expect(plain).not.toMatch(/\d/);
        if (!CASELESS.includes(language)) {
          // Starts with a capital: "Einzahlen", not "einzahlen".
          expect(plain).toMatch(/^\p{Lu}/u);
          // With the amount first ("50,00 € einzahlen") the label starts with it, never lower case.
          expect(withAmount).not.toMatch(/^\p{Ll}/u);
        }
      },
    );
  });
});
