import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { createProvidersWrapper } from '@testing/render';
import { cashierRoutes } from '@contract/paths';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import type { PaymentFormValues } from '@features/paymentForm/formContext';
import { usePaymentAttempt } from './usePaymentAttempt';

const method: PaymentMethod = {
  id: 'skrill',
  provider: 'skrill',
  brand: 'skrill',
  type: 'direct',
  name: 'Skrill',
  currency: 'EUR',
  limits: { min: '10.00', max: '100.00' },
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
};
const fields: Field[] = [
  { name: 'amount', type: 'amount', label: 'Amount', required: true },
  { name: 'skrill_email', type: 'email', label: 'Email', required: true },
];

function setup() {
  const { wrapper } = createProvidersWrapper();
  return renderHook(
    () => {
      const form = useForm<PaymentFormValues>();
      return usePaymentAttempt({
        action: 'deposit',
        method,
        fields,
        fieldsVersion: 'skrill-2024-03',
        savedProfileId: null,
        form,
      });
    },
    { wrapper },
  );
}

describe('usePaymentAttempt', () => {
  it('sends nothing more once the payment was accepted, until the player starts another', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(cashierRoutes.payments, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({
          status: 'notify',
          paymentId: `p${String(keys.length)}`,
          message: 'Done',
        });
      }),
    );
    const { result } = setup();
    const values = { amount: '20', skrill_email: 'ada@example.com' };
    await act(() => result.current.onValid(values));
    expect(result.current.result).toMatchObject({ status: 'notify' });
    // A late second submit of the same form (e.g. Enter pressed twice): not sent.
    await act(() => result.current.onValid(values));
    expect(keys).toHaveLength(1);

    act(() => {
      result.current.clearResult();
    });
    await act(() => result.current.onValid(values));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
