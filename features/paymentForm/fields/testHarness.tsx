/**
 * Test helper (imported by component tests only): renders server fields with the payment forms'
 * own controller (paymentFormController.tsx: the same react-hook-form set-up, meta context and
 * registry loop), a plain submit button, and records what a submit would send (the split of
 * submission.ts).
 */
import { renderWithProviders } from '@testing/render';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { preloadLazyFields } from '../fieldRegistry';
import type { PaymentFormValues } from '../formContext';
import {
  PaymentFormFrame,
  usePaymentFormController,
} from '@features/checkout/paymentFormController';
import type { Submission } from '../submission';
import { splitSubmission } from '../submission';

// Lazy fields render at once (no loading placeholder) once their code is in.
await preloadLazyFields();

export const TEST_METHOD: PaymentMethod = {
  id: 'test_method',
  provider: 'coinspaid',
  brand: 'bitcoin',
  type: 'crypto',
  name: 'Test method',
  currency: 'EUR',
  limits: { min: '10.00', max: '1000.00' },
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
};

interface HarnessProps {
  fields: readonly Field[];
  action: PaymentAction;
  onValid: (values: PaymentFormValues) => void;
}

function Harness({ fields, action, onValid }: HarnessProps) {
  const controller = usePaymentFormController({ action, method: TEST_METHOD, fields });
  return (
    <PaymentFormFrame controller={controller} onValid={onValid} idPrefix="f" aria-label="Test form">
      <button type="submit">Submit</button>
    </PaymentFormFrame>
  );
}

/**
 * Renders `fields` in a form. `submissions` collects, per valid submit, what PaymentForm would send
 * (`splitSubmission`); `values` the raw react-hook-form values.
 */
export function renderFields(fields: readonly Field[], action: PaymentAction = 'deposit') {
  const submissions: Submission[] = [];
  const values: PaymentFormValues[] = [];
  const onValid = (submitted: PaymentFormValues) => {
    values.push(submitted);
    submissions.push(splitSubmission(fields, submitted, TEST_METHOD.currency));
  };
  // The fields are the payment form's, a lazy part: all of English is there.
  const view = renderWithProviders(<Harness fields={fields} action={action} onValid={onValid} />, {
    lazyPart: true,
  });
  return { ...view, submissions, values };
}
