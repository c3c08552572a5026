import { useController } from 'react-hook-form';
import { FieldShell, describedBy } from '@/ui/FieldShell';
import type { Field } from '../../api/schemas';
import type { PaymentFormValues } from '../formContext';
import { useErrorText } from '../formContext';
import { checkText } from '../validation';

/** Browser autofill hints per field type (https://html.spec.whatwg.org/#autofill). */
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  card_holder: 'cc-name',
  email: 'email',
  tel: 'tel',
  password: 'current-password',
};

const INPUT_TYPE: Partial<Record<string, string>> = {
  email: 'email',
  tel: 'tel',
  password: 'password',
  date: 'date',
};

export interface FieldProps {
  field: Field;
  inputId: string;
}

/** text, email, tel, password, date, textarea and card_holder: one labelled input with its checks. */
export function TextField({ field, inputId }: FieldProps) {
  const {
    field: { ref, name, value: rawValue, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: { validate: (value) => checkText(field, typeof value === 'string' ? value : '') },
  });
  const error = useErrorText(fieldState.error, {
    count: field.minLength ?? field.maxLength ?? 0,
  });
  const common = {
    id: inputId,
    name: name,
    ref: ref,
    value: typeof rawValue === 'string' ? rawValue : '',
    onBlur: onBlur,
    className: 'input',
    placeholder: field.placeholder,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, field.hint),
  };
  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          rows={3}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.type] ?? 'text'}
          autoComplete={AUTOCOMPLETE[field.type] ?? 'off'}
          maxLength={field.maxLength}
          spellCheck={false}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FieldShell>
  );
}
