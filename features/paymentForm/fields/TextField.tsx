import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { serverText } from '@common/i18n/serverText';
import type { Field } from '@contract/payments/fields';
import { useTextControl } from '../useTextControl';
import { checkText, lengthLimitParams } from '../validation';

/** Browser autofill hints per field type (https://html.spec.whatwg.org/#autofill). */
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  card_holder: 'cc-name',
  email: 'email',
  tel: 'tel',
  password: 'current-password',
};

/**
 * Types whose value reads left to right in every language (an address, a number): in a
 * right-to-left page their input keeps that order (global.css aligns it with the page).
 */
const LEFT_TO_RIGHT = new Set(['email', 'tel']);

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
  const { ref, name, text, setText, onBlur, error, invalid } = useTextControl(
    field,
    (value) => checkText(field, value),
    (key) => lengthLimitParams(field, key),
  );
  const common = {
    id: inputId,
    name,
    ref,
    value: text,
    onBlur,
    className: 'input',
    placeholder: field.placeholder && serverText(field.placeholder),
    required: field.required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy(inputId, field.hint),
  };
  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          rows={3}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.type] ?? 'text'}
          dir={LEFT_TO_RIGHT.has(field.type) ? 'ltr' : undefined}
          autoComplete={AUTOCOMPLETE[field.type] ?? 'off'}
          maxLength={field.maxLength}
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      )}
    </FieldShell>
  );
}
