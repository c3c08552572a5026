import { describe, expect, it } from 'vitest';
import { reformatExpiryInput } from './expiryInput';

describe('reformatExpiryInput', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['0', '0'],
    ['06', '06'],
    ['062', '06/2'],
  ])('turns the typed %j into %j', (typed, shown) => {
    expect(reformatExpiryInput(typed)).toBe(shown);
  });

  it.each([
    ['4', '04'],
    ['9', '09'],
    ['45', '04/5'],
    ['13', '01/3'],
    ['19', '01/9'],
  ])('zero-pads a first digit that can only be a one-digit month: %j gives %j', (typed, shown) => {
    expect(reformatExpiryInput(typed)).toBe(shown);
  });

  it('never adds the slash after a lone month, so Backspace past the slash is not undone', () => {
    expect(reformatExpiryInput('12/')).toBe('12/');
    expect(reformatExpiryInput('12')).toBe('12');
    expect(reformatExpiryInput('1')).toBe('1');
    expect(reformatExpiryInput('')).toBe('');
  });

  it('keeps a slash the player typed and pads the month before it', () => {
    expect(reformatExpiryInput('4/')).toBe('04/');
    expect(reformatExpiryInput('1/')).toBe('01/');
    expect(reformatExpiryInput('04/2')).toBe('04/2');
  });

  it('drops a slash typed after a lone 0, which is not a month yet', () => {
    expect(reformatExpiryInput('0/')).toBe('0');
  });

  it('leaves a one-digit month alone while the player edits it in front of the year', () => {
    expect(reformatExpiryInput('2/34')).toBe('2/34');
    expect(reformatExpiryInput('12/34')).toBe('12/34');
  });

  it.each([
    ['12/2030', '12/30'],
    ['12 / 30', '12/30'],
    ['12-30', '12/30'],
    ['12.2030', '12/30'],
    ['12 30', '12/30'],
    ['122030', '12/30'],
    ['1230', '12/30'],
    ['4/2030', '4/30'],
  ])('normalises the pasted %j to %j', (pasted, shown) => {
    expect(reformatExpiryInput(pasted)).toBe(shown);
  });

  it('cuts extra digits so the value stays MM/YY', () => {
    expect(reformatExpiryInput('12/345')).toBe('12/34');
    expect(reformatExpiryInput('1234567')).toBe('12/34');
  });

  it('drops letters, emoji and stray characters', () => {
    expect(reformatExpiryInput('abc')).toBe('');
    expect(reformatExpiryInput('1a2')).toBe('12');
    expect(reformatExpiryInput('💳0💳6💳')).toBe('06');
  });

  it('reads Arabic-Indic, Persian and full-width digits as the digits they are', () => {
    expect(reformatExpiryInput('١٢٣٠')).toBe('12/30');
    expect(reformatExpiryInput('١٢/٣٠')).toBe('12/30');
    expect(reformatExpiryInput('۰۴')).toBe('04');
    expect(reformatExpiryInput('１２／３０')).toBe('12/30');
    expect(reformatExpiryInput('٤')).toBe('04');
  });

  it('leaves month 00 for validation to reject', () => {
    expect(reformatExpiryInput('00')).toBe('00');
  });
});
