import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@testing/render';
import type { Reformat } from './FormattedInput';
import { FormattedInput, asTyped, textOnly } from './FormattedInput';

const digits = (text: string) => text.replace(/\D/g, '');

/** Digits grouped by four; the caret stays after the same number of digits as in the raw text. */
const groupByFour: Reformat = (raw, caret) => {
  const kept = digits(raw);
  const value = kept.replace(/(\d{4})(?=\d)/g, '$1 ');
  const before = digits(raw.slice(0, caret)).length;
  return { value, caret: before === 0 ? 0 : before + Math.floor((before - 1) / 4) };
};

function Harness({ format, onBlur = () => undefined }: { format: Reformat; onBlur?: () => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="code">Code</label>
      <FormattedInput
        id="code"
        control={{ ref: () => undefined, name: 'code', text, setText, onBlur, invalid: undefined }}
        format={format}
      />
      <output aria-label="Stored">{text}</output>
    </>
  );
}

function renderInput(format: Reformat, onBlur?: () => void) {
  const view = renderWithProviders(<Harness format={format} {...(onBlur ? { onBlur } : {})} />);
  return { ...view, input: screen.getByLabelText<HTMLInputElement>('Code') };
}

describe('FormattedInput', () => {
  it('shows and stores what the format makes of each change', async () => {
    const { user, input } = renderInput(groupByFour);
    await user.type(input, '1234a5678');
    expect(input).toHaveValue('1234 5678');
    expect(screen.getByLabelText('Stored')).toHaveTextContent('1234 5678');
  });

  it('keeps the caret after the digit the player typed when grouping inserts a space', async () => {
    const { user, input } = renderInput(groupByFour);
    await user.type(input, '12345678');
    // "12|34 5678" + "9": the digits shift across the gap, the caret stays after the 9.
    await user.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('1293 4567 8');
    expect(input.selectionStart).toBe(3);
    // Typed right before a gap: the caret stays before the space, after the digit.
    await user.type(input, '0', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('1290 3456 78');
    expect(input.selectionStart).toBe(4);
  });

  it('keeps the caret after a deleted character in the middle', async () => {
    const { user, input } = renderInput(groupByFour);
    await user.type(input, '123456789');
    await user.type(input, '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input).toHaveValue('1234 5789');
    expect(input.selectionStart).toBe(6);
  });

  it('leaves the caret where the player edits when the text is kept as typed', async () => {
    const { user, input } = renderInput(asTyped);
    await user.type(input, '1500');
    await user.type(input, ',', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('1,500');
    expect(input.selectionStart).toBe(2);
  });

  it('puts the caret at the end when a text-only format rewrites the text', async () => {
    const { user, input } = renderInput(textOnly((raw) => digits(raw).slice(0, 3)));
    await user.type(input, '12');
    await user.type(input, '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('192');
    expect(input.selectionStart).toBe(2);
    await user.type(input, 'x', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('192');
    expect(input.selectionStart).toBe(3);
  });

  it('tells the form when the player leaves it', async () => {
    const onBlur = vi.fn();
    const { user, input } = renderInput(asTyped, onBlur);
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
