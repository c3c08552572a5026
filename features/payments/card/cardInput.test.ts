import { describe, expect, it } from 'vitest';
import { reformatCardInput } from './cardInput';

/**
 * Splits a value written with a `|` where the caret is, e.g. `'4111 1|111'`, into what an input
 * reports: its value and `selectionStart`.
 */
function typed(withCaret: string): [string, number] {
  const caret = withCaret.indexOf('|');
  return [withCaret.replace('|', ''), caret];
}

/** Writes the caret back into the reformatted value as a `|`, for readable expectations. */
function shown(result: { value: string; caret: number }): string {
  return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`;
}

function reformat(withCaret: string): string {
  return shown(reformatCardInput(...typed(withCaret)));
}

describe('reformatCardInput', () => {
  it('groups the digits as the player types at the end', () => {
    expect(reformat('4|')).toBe('4|');
    expect(reformat('41111|')).toBe('4111 1|');
    expect(reformat('4111 11111|')).toBe('4111 1111 1|');
  });

  it('keeps the caret before the gap space after the digit that ends a group', () => {
    expect(reformat('4111|')).toBe('4111|');
    expect(reformat('4119|1 1111')).toBe('4119| 1111 1');
  });

  it('keeps the caret after the inserted digit when typing in the middle', () => {
    expect(reformat('419|11 1111 1111 111')).toBe('419|1 1111 1111 1111');
    expect(reformat('4111 9|1111')).toBe('4111 9|111 1');
  });

  it('keeps the caret where the digit was deleted in the middle', () => {
    // Backspace after the 2 of '4111 12|34 1111 1111'.
    expect(reformat('4111 1|34 1111 1111')).toBe('4111 1|341 1111 111');
    // Delete before the 2 of '4111 1|234'.
    expect(reformat('4111 1|34')).toBe('4111 1|34');
  });

  it('moves the caret before the space when the digit after it is deleted', () => {
    // Backspace after the first digit of the second group of '4111 1|234'.
    expect(reformat('4111 |234')).toBe('4111| 234');
  });

  it('puts a deleted gap space back and leaves the caret before it, so the next Backspace removes a digit', () => {
    // Backspace after the space of '4111 |1234'.
    expect(reformat('4111|1234')).toBe('4111| 1234');
    expect(reformat('411|1234')).toBe('411|1 234');
  });

  it('accepts a paste with dashes or spaces and puts the caret after the pasted digits', () => {
    expect(reformat('4111-1111-1111-1111|')).toBe('4111 1111 1111 1111|');
    expect(reformat(' 5555 5555  5555 4444 |')).toBe('5555 5555 5555 4444|');
    expect(reformat('4111 1111-1111|')).toBe('4111 1111 1111|');
  });

  it('keeps the caret after a paste into the middle of the number', () => {
    expect(reformat('41 11-11|11 1111')).toBe('4111 11|11 1111');
  });

  it('regroups when the detected brand changes the gaps', () => {
    expect(reformat('3782 8224 6310 005|')).toBe('3782 822463 10005|');
  });

  it("truncates to the brand's longest length and keeps the caret inside the value", () => {
    const result = reformatCardInput('378282246310005999', 18);
    expect(result).toEqual({
      value: '3782 822463 10005',
      caret: 17,
      digits: '378282246310005',
      brand: expect.objectContaining({ type: 'american-express' }) as unknown,
    });
  });

  it('truncates an unknown brand to 19 digits', () => {
    const result = reformatCardInput('1234567890123456789012', 22);
    expect(result.digits).toBe('1234567890123456789');
    expect(shown(result)).toBe('1234 5678 9012 3456789|');
  });

  it('reports the kept digits and the detected brand', () => {
    const result = reformatCardInput('5555 5555 5555 4444', 19);
    expect(result.digits).toBe('5555555555554444');
    expect(result.brand?.type).toBe('mastercard');
    expect(reformatCardInput('4', 1).brand).toBeNull();
  });

  it('drops letters and emoji typed into the number without moving the caret past digits', () => {
    expect(reformat('41a💳|11')).toBe('41|11');
  });

  it('clamps a caret outside the value and treats a non-finite caret as the end', () => {
    expect(reformatCardInput('41111', -3).caret).toBe(0);
    expect(reformatCardInput('41111', 99).caret).toBe(6);
    expect(reformatCardInput('41111', Number.NaN).caret).toBe(6);
    expect(reformatCardInput('41111', 2.7).caret).toBe(2);
  });

  it('returns an empty value with the caret at 0 for an input without digits', () => {
    expect(reformatCardInput('', 0)).toEqual({ value: '', caret: 0, digits: '', brand: null });
    expect(reformatCardInput('abc', 3)).toEqual({ value: '', caret: 0, digits: '', brand: null });
  });
});
