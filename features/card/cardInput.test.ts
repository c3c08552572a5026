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

  it('reads Arabic-Indic and full-width digits as digits, the caret after the same digit', () => {
    expect(reformat('٤١١١١١١١١١١١١١١١|')).toBe('4111 1111 1111 1111|');
    expect(reformat('４１１１ １１|')).toBe('4111 11|');
    expect(reformat('41١|1')).toBe('411|1');
  });

  it('keeps the caret after a paste into the middle of the number', () => {
    expect(reformat('41 11-11|11 1111')).toBe('4111 11|11 1111');
  });

  it('regroups when the detected brand changes the gaps', () => {
    expect(reformat('3782 8224 6310 005|')).toBe('3782 822463 10005|');
  });

  it("keeps digits pasted beyond the brand's longest length, in its last group, caret after them", () => {
    const result = reformatCardInput('378282246310005999', 18);
    expect(result).toEqual({
      value: '3782 822463 10005999',
      caret: 20,
      digits: '378282246310005999',
      brand: expect.objectContaining({ type: 'american-express' }) as unknown,
      tooManyDigits: true,
    });
  });

  it('keeps every digit beyond 19 of an unknown brand and flags them', () => {
    const result = reformatCardInput('1234567890123456789012', 22);
    expect(result.digits).toBe('1234567890123456789012');
    expect(shown(result)).toBe('1234 5678 9012 3456789012|');
    expect(result.tooManyDigits).toBe(true);
  });

  it.each([
    // [published test number, brand, one digit too many typed or pasted at the end]
    ['5555555555554444', 'mastercard', '55555555555544441'],
    ['2223003122003222', 'mastercard', '22230031220032229'],
    ['378282246310005', 'american-express', '3782822463100050'],
    ['4111111111111111111', 'visa', '41111111111111111110'],
    ['5066991111111118', 'elo', '50669911111111181'],
  ])(
    'keeps a %s %s number with one digit too many as entered, flagged, not cut back to a valid one',
    (valid, brand, tooLong) => {
      expect(reformatCardInput(valid, valid.length).tooManyDigits).toBe(false);
      const result = reformatCardInput(tooLong, tooLong.length);
      expect(result.brand?.type).toBe(brand);
      expect(result.digits).toBe(tooLong);
      expect(result.tooManyDigits).toBe(true);
    },
  );

  it('keeps an extra digit typed in the middle of a full Mastercard number, caret after it', () => {
    expect(reformat('5555 55515|55 5555 4444')).toBe('5555 5551 5|555 5554444');
    expect(reformatCardInput('5555 555155 5555 4444', 10).tooManyDigits).toBe(true);
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
    const empty = { value: '', caret: 0, digits: '', brand: null, tooManyDigits: false };
    expect(reformatCardInput('', 0)).toEqual(empty);
    expect(reformatCardInput('abc', 3)).toEqual(empty);
  });
});
