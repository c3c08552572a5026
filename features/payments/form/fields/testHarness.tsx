/**
 * Test helper (imported by component tests only): renders server fields the way PaymentForm does —
 * the registry's component per field inside FormProvider and PaymentFormMetaContext, a submit
 * button — and records what a submit would send (the split of submission.ts).
 */
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithProviders } from '@/testing/render';
import type { Field, PaymentMethod } from '../../api/schemas';
import type { PaymentAction } from '../../model/contract';
import { componentForField, preloadLazyFields } from '../fieldRegistry';
import type { PaymentFormMeta, PaymentFormValues } from '../formContext';
import { PaymentFormMetaContext } from '../formContext';
import type { Submission } from '../submission';
import { defaultValuesFor, splitSubmission } from '../submission';

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
  const form = useForm<PaymentFormValues>({
    mode: 'onTouched',
    defaultValues: defaultValuesFor(fields),
  });
  const meta = useMemo<PaymentFormMeta>(
    () => ({ action, method: TEST_METHOD, fields, cardNumberField: undefined }),
    [action, fields],
  );
  return (
    <PaymentFormMetaContext.Provider value={meta}>
      <FormProvider {...form}>
        <form
          noValidate
          aria-label="Test form"
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        >
          {fields.map((field) => {
            const Component = componentForField(field);
            return <Component key={field.name} field={field} inputId={`f-${field.name}`} />;
          })}
          <button type="submit">Submit</button>
        </form>
      </FormProvider>
    </PaymentFormMetaContext.Provider>
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
  const view = renderWithProviders(<Harness fields={fields} action={action} onValid={onValid} />);
  return { ...view, submissions, values };
}
