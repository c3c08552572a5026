import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberCurrencyScales } from '@common/lib/money';
import { renderWithProviders } from '@testing/render';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import {
  PaymentFormFrame,
  usePaymentFormController,
} from '@features/checkout/paymentFormController';
import { SubmitButton } from '@features/checkout/SubmitButton';
import type { Submission } from '../submission';
import { splitSubmission } from '../submission';

const COIN: PaymentMethod = {
  id: 'coin',
  provider: 'coinspaid',
  brand: 'bitcoin',
  type: 'crypto',
  name: 'Bitcoin',
  currency: 'BTC',
  limits: { min: '0.0001', max: '5' },
  presets: ['0.5', '1'],
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
};

const FIELDS: Field[] = [{ name: 'amount', type: 'amount', label: 'Amount', required: true }];

function Form({ method, sent }: { method: PaymentMethod; sent: Submission[] }) {
  const controller = usePaymentFormController({ action: 'deposit', method, fields: FIELDS });
  return (
    <PaymentFormFrame
      controller={controller}
      onValid={(values) => {
        sent.push(splitSubmission(FIELDS, values, method.currency));
      }}
      idPrefix="f"
      aria-label="Test form"
    >
      <SubmitButton />
    </PaymentFormFrame>
  );
}

async function renderForm(language: string, method: PaymentMethod = COIN) {
  const sent: Submission[] = [];
  const view = renderWithProviders(<Form method={method} sent={sent} />, {
    language,
    lazyPart: true,
  });
  await act(() => view.i18n.changeLanguage(language));
  const switchTo = (next: string) => act(() => view.i18n.changeLanguage(next));
  return { ...view, sent, switchTo, input: screen.getByRole('textbox') };
}

function submitButton(): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('The form has a submit button.');
  return button;
}

/** What the player reads, Intl's no-break spaces as plain ones. */
const read = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  rememberCurrencyScales({ BTC: 8, EUR: 2 });
});

describe('an amount typed in one language, after a change of language', () => {
  it('"0,001" typed in German is 0.001 BTC in English: shown, labelled and sent so', async () => {
    const { user, input, switchTo, sent } = await renderForm('de');
    await user.type(input, '0,001');
    await switchTo('en');
    expect(input).toHaveValue('0.001');
    const button = screen.getByRole('button', { name: /^Deposit/ });
    expect(read(button)).toBe('Deposit BTC 0.00100000');
    await user.click(button);
    expect(sent.map(({ amount }) => amount)).toEqual(['0.00100000']);
  });

  it('"1,000" typed in English stays a thousand in German: refused, never sent as 1', async () => {
    const { user, input, switchTo, sent } = await renderForm('en');
    await user.type(input, '1,000');
    await switchTo('de');
    expect(input).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: /einzahlen$/i }));
    expect(sent).toEqual([]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a refused text as typed, still refused, until the player changes it', async () => {
    const { user, input, switchTo, sent } = await renderForm('en');
    await user.type(input, '1,5');
    await switchTo('de');
    expect(input).toHaveValue('1,5');
    await user.click(screen.getByRole('button', { name: /einzahlen$/i }));
    expect(sent).toEqual([]);
    // Typed again in German, it is read in German.
    await user.clear(input);
    await user.type(input, '1,5');
    await user.click(screen.getByRole('button', { name: /einzahlen$/i }));
    expect(sent.map(({ amount }) => amount)).toEqual(['1.50000000']);
  });
});

describe('separators the language does not use', () => {
  it.each(['10 50', "10'50"])(
    'refuses %j in English with an amount written the English way',
    async (typed) => {
      const euro = { ...COIN, currency: 'EUR', limits: { min: '1', max: '5000' } };
      const { user, input, sent } = await renderForm('en', euro);
      await user.type(input, typed);
      await user.click(screen.getByRole('button', { name: /^Deposit/ }));
      expect(sent).toEqual([]);
      const field = input.closest('div[data-invalid]') ?? document.body;
      expect(read(field as HTMLElement)).toContain(
        'Use the format 12,345.50, with no other separators.',
      );
    },
  );
});

describe('presets', () => {
  it.each([
    ['ar', '0.5'],
    ['de', '0,5'],
    ['en', '0.5'],
  ])(
    'fill the field in %s as the player would type it, which reads back the same',
    async (language, shown) => {
      const { user, input, sent } = await renderForm(language);
      const presets = screen.getByRole('group');
      await user.click(within(presets).getAllByRole('button')[0]!);
      expect(input).toHaveValue(shown);
      expect(within(presets).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
      await user.click(submitButton());
      expect(sent.map(({ amount }) => amount)).toEqual(['0.50000000']);
    },
  );

  it('a preset chosen in German shows in English the English way', async () => {
    const { user, input, switchTo } = await renderForm('de');
    await user.click(within(screen.getByRole('group')).getAllByRole('button')[0]!);
    expect(input).toHaveValue('0,5');
    await switchTo('en');
    expect(input).toHaveValue('0.5');
  });
});
