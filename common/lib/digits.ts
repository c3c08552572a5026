/**
 * Digits of any script as the ASCII digits 0–9: Arabic-Indic "٤٢", Extended Arabic-Indic (Persian,
 * Urdu) "۴۲", full-width "４２" (a Japanese or Chinese keyboard), Devanagari "४२"… A player types
 * the digits their keyboard gives; every amount and card field reads them as the digits they are.
 *
 * Unicode assigns decimal digits (General Category Nd) only in runs of ten consecutive code
 * points, 0 to 9 (its stability policy, Numeric_Type=Decimal), some runs directly after another
 * (the mathematical digits): a digit's value is its distance from the start of its run, modulo ten.
 */
const DECIMAL_DIGIT = /\p{Nd}/u;
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;

function digitValue(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  let start = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

/** `text` with every decimal digit written as an ASCII digit; everything else as it was. */
export function latinDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, digitValue);
}
