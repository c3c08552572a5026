import type { InputHTMLAttributes, RefCallback } from 'react';
import { useCallback, useLayoutEffect, useRef } from 'react';

/** What an input shows after a change, and where its caret goes. */
export interface Reformatted {
  value: string;
  /** A `selectionStart` / `selectionEnd` index in `value`. */
  caret: number;
}

/**
 * How an input's text is rewritten as the player types, deletes or pastes: from the raw value and
 * its caret (`selectionStart`) to what the input shows and where the caret stays.
 */
export type Reformat = (raw: string, caret: number) => Reformatted;

/** The text as typed, the caret where the player left it (an amount). */
export const asTyped: Reformat = (raw, caret) => ({ value: raw, caret });

/**
 * A format that rewrites the text only (an expiry date, a security code): the caret stays where it
 * was while the text is as typed; a rewritten text puts it at the end, where a browser puts it.
 */
export function textOnly(format: (raw: string) => string): Reformat {
  return (raw, caret) => {
    const value = format(raw);
    return { value, caret: value === raw ? caret : value.length };
  };
}

/** The form value the input is bound to (form/useTextControl.ts gives one). */
export interface TextBinding {
  ref: RefCallback<HTMLInputElement>;
  name: string;
  text: string;
  setText: (text: string) => void;
  onBlur: () => void;
  invalid: boolean | undefined;
}

export type FormattedInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'aria-invalid'
> & {
  control: TextBinding;
  format: Reformat;
};

/**
 * The one input for fields whose text is rewritten as typed (card number, expiry, security code,
 * IBAN, amount): each change goes through `format`, the value it gives is stored, and the caret is
 * put where `format` says. React moves the caret to the end when it rewrites a controlled value;
 * the caret is put back after the render, while the input has the focus and still shows that value.
 */
export function FormattedInput({ control, format, ...input }: FormattedInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const pending = useRef<Reformatted | null>(null);

  useLayoutEffect(() => {
    const node = element.current;
    const next = pending.current;
    pending.current = null;
    if (
      node &&
      next !== null &&
      node.value === next.value &&
      node.ownerDocument.activeElement === node
    ) {
      node.setSelectionRange(next.caret, next.caret);
    }
  });

  const { ref: bindingRef } = control;
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      bindingRef(node);
    },
    [bindingRef],
  );

  return (
    <input
      {...input}
      ref={ref}
      name={control.name}
      value={control.text}
      onChange={(event) => {
        const next = format(
          event.target.value,
          event.target.selectionStart ?? event.target.value.length,
        );
        pending.current = next;
        control.setText(next.value);
      }}
      onBlur={control.onBlur}
      aria-invalid={control.invalid}
    />
  );
}
