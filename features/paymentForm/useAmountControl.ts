import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Field } from '@contract/payments/fields';
import { amountValueDecimal, amountValueText, typedAmount } from '@features/payments';
import type { ErrorParams, PaymentFormValues } from './formContext';
import { useErrorText } from './formContext';
import type { TextBinding } from './FormattedInput';
import type { Check } from './validation';

/**
 * Connects an amount field to react-hook-form. The form value is not the input's text: each
 * change is read once, in the language it is typed in, and kept with its reading
 * (model/typedAmount.ts); a preset keeps its decimal. The input shows that value in the current
 * language, so a change of language rewrites the amount in the new language's way and never
 * rereads the text ("0,001" typed in German is 0.001 in English too, shown "0.001").
 */
export function useAmountControl(
  field: Field,
  check: (value: unknown) => Check,
  errorParams?: ErrorParams,
) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: { validate: (current) => check(current) },
  });
  const error = useErrorText(fieldState.error, errorParams);
  const binding: TextBinding = {
    ref,
    name,
    text: amountValueText(value, locale),
    setText: (text: string) => {
      onChange(typedAmount(text, locale));
    },
    onBlur,
    invalid: error ? true : undefined,
  };
  return {
    ...binding,
    /** The decimal the field holds ("1000.50"), null when it holds none. */
    decimal: amountValueDecimal(value),
    /** Fills the field with a decimal the cashier wrote (a preset): shown in every language. */
    setAmount: (amount: string) => {
      onChange(amount);
    },
    error,
  };
}
