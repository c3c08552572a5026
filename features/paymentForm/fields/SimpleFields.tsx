import { useController } from 'react-hook-form';
import { isolate } from '@common/i18n/bidi';
import { serverText } from '@common/i18n/serverText';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { Isolate } from '@common/ui/Isolated';
import { Notice } from '@common/ui/Notice';
import type { FieldOption } from '@contract/payments/fields';
import type { PaymentFormValues } from '../formContext';
import { useTextControl } from '../useTextControl';
import { useErrorText } from '../formContext';
import styles from './SimpleFields.module.css';
import type { FieldProps } from './TextField';

/** A yes/no the player must tick when required (terms, confirmations). */
export function CheckboxField({ field, inputId }: FieldProps) {
  const {
    field: { ref, name, value: rawValue, onChange, onBlur },
    fieldState,
  } = useController<PaymentFormValues>({
    name: field.name,
    rules: {
      validate: (value) =>
        field.required && value !== true ? 'payments.validation.required' : true,
    },
  });
  const error = useErrorText(fieldState.error);
  return (
    <div className={styles.checkbox}>
      <input
        id={inputId}
        name={name}
        ref={ref}
        type="checkbox"
        checked={rawValue === true}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        onBlur={onBlur}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, field.hint)}
      />
      <label htmlFor={inputId}>{field.label}</label>
      {field.hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      )}
      <p id={`${inputId}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** A native select of `options` with the field's label, hint, placeholder and required check. */
export function SelectControl({
  field,
  inputId,
  options,
  hint = field.hint,
}: FieldProps & { options: readonly FieldOption[]; hint?: string | undefined }) {
  const { t } = useTranslation();
  const { ref, name, text, setText, onBlur, error, invalid } = useTextControl(field, (value) =>
    field.required && value === '' ? 'payments.validation.required' : true,
  );
  return (
    <FieldShell inputId={inputId} label={field.label} hint={hint} error={error}>
      <select
        id={inputId}
        name={name}
        ref={ref}
        className="input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={onBlur}
        required={field.required}
        aria-invalid={invalid}
        aria-describedby={describedBy(inputId, hint)}
      >
        <option value="">
          {field.placeholder ? serverText(field.placeholder) : t('payments.fields.choose')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {serverText(option.label)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A choice among the server's options. */
export function SelectField(props: FieldProps) {
  return <SelectControl {...props} options={props.field.options ?? []} />;
}

/** A value the server wants sent back unchanged. */
export function HiddenField({ field }: FieldProps) {
  const {
    field: { name, value },
  } = useController<PaymentFormValues>({ name: field.name });
  // A hidden field holds the server's text (or a checkbox's flag), never a typed amount.
  return <input type="hidden" name={name} value={typeof value === 'object' ? '' : String(value)} />;
}

/**
 * Server text shown to the player: rendered as text, never as HTML, made safe to draw and
 * isolated (a title is a sentence of the notice: `isolate` wraps it, the notice draws it as a `<bdi>`).
 */
export function BannerField({ field }: FieldProps) {
  const text = field.text ?? '';
  return field.label ? (
    <Notice tone="info" title={isolate(field.label)}>
      {text && <Isolate>{text}</Isolate>}
    </Notice>
  ) : (
    <Notice tone="info" title={isolate(text)} />
  );
}

/** A field type this version cannot show: loud, so the player knows to pick another method. */
export function UnsupportedField({ field }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="warning"
      title={t('payments.fields.unsupportedTitle', { label: field.label || field.name })}
    >
      {t(
        field.required ? 'payments.fields.unsupportedBody' : 'payments.fields.unsupportedOptional',
      )}
    </Notice>
  );
}
