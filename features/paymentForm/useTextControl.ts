import { useController } from 'react-hook-form';
import type { Field } from '@contract/payments/fields';
import type { ErrorParams, PaymentFormValues } from './formContext';
import { useErrorText } from './formContext';
import type { Check } from './validation';

/**
 * Connects one text-valued server field to react-hook-form: its value as a string, its check (run
 * by react-hook-form with the whole form's values), and its translated error. Each field subscribes
 * on its own, so typing re-renders that field only.
 */
export function useTextControl(
  field: Field,
  check: (text: string, values: PaymentFormValues) => Check,
  errorParams?: ErrorParams,
) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: {
      validate: (current, values) => check(typeof current === 'string' ? current : '', values),
    },
  });
  const error = useErrorText(fieldState.error, errorParams);
  return {
    ref,
    name,
    text: typeof value === 'string' ? value : '',
    setText: (text: string) => {
      onChange(text);
    },
    onBlur,
    error,
    invalid: error ? true : undefined,
  };
}
