import type { UseFormReturn } from 'react-hook-form';
import type { Field } from '@contract/payments/fields';
import type { NextStep } from '@features/payments';
import type { PaymentFormValues } from '@features/paymentForm';

/** The next steps a refused payment offers inside the form (contacting support is a link). */
export type FormNextStep = Exclude<NextStep, 'contactSupport'>;

export interface NextStepActions {
  form: UseFormReturn<PaymentFormValues>;
  /** The fields on screen, in order: "check the fields" focuses the first invalid one. */
  fields: readonly Field[];
  /** Sends the form again (the same attempt: its idempotency key is kept). */
  retry: () => void;
  /** Back to the methods (the cashier) or on to another screen (fast deposit). */
  chooseMethod: () => void;
  /** Loads the method's fields again (the profile needs completing). */
  reloadFields: () => void;
}

/** What each next step of a refused payment does, for the payment form and fast deposit. */
export function nextStepHandler({
  form,
  fields,
  retry,
  chooseMethod,
  reloadFields,
}: NextStepActions): (step: FormNextStep) => void {
  return (step) => {
    switch (step) {
      case 'retry':
        retry();
        return;
      case 'chooseMethod':
        chooseMethod();
        return;
      case 'checkFields': {
        const first = fields.find((field) => form.getFieldState(field.name).invalid);
        if (first) form.setFocus(first.name);
        return;
      }
      case 'completeProfile':
        reloadFields();
        return;
    }
  };
}
