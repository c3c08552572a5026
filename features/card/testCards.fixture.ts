/**
 * Test card numbers for every brand `credit-card-type` knows: the well-known PSP test numbers where
 * there is one (Visa 4111…, Mastercard 5555…4444, Amex 378282…, Discover 6011…, JCB 3530…), and
 * otherwise numbers commonly used in sandboxes or Luhn-completed on the brand's prefix (Naranja).
 * Each was checked to be Luhn-valid and detected as exactly one brand by credit-card-type 10.3.
 * Expected values are written out, not computed, so the tests pin the libraries' behaviour.
 */
export interface TestCard {
  /** What the card is, for test names. */
  label: string;
  number: string;
  type: string;
  niceType: string;
  /** The number grouped by the brand's gaps. */
  formatted: string;
  code: { name: string; size: number };
}

/** What credit-card-type says about each brand: display name and security code. */
const BRANDS: Record<string, { niceType: string; code: { name: string; size: number } }> = {
  visa: { niceType: 'Visa', code: { name: 'CVV', size: 3 } },
  mastercard: { niceType: 'Mastercard', code: { name: 'CVC', size: 3 } },
  'american-express': { niceType: 'American Express', code: { name: 'CID', size: 4 } },
  'diners-club': { niceType: 'Diners Club', code: { name: 'CVV', size: 3 } },
  discover: { niceType: 'Discover', code: { name: 'CID', size: 3 } },
  troy: { niceType: 'Troy', code: { name: 'CVV', size: 3 } },
  jcb: { niceType: 'JCB', code: { name: 'CVV', size: 3 } },
  unionpay: { niceType: 'UnionPay', code: { name: 'CVN', size: 3 } },
  naranja: { niceType: 'Naranja', code: { name: 'CVV', size: 3 } },
  verve: { niceType: 'Verve', code: { name: 'CVV', size: 3 } },
  maestro: { niceType: 'Maestro', code: { name: 'CVC', size: 3 } },
  elo: { niceType: 'Elo', code: { name: 'CVE', size: 3 } },
  mir: { niceType: 'Mir', code: { name: 'CVP2', size: 3 } },
  hiper: { niceType: 'Hiper', code: { name: 'CVC', size: 3 } },
  hipercard: { niceType: 'Hipercard', code: { name: 'CVC', size: 3 } },
};

/** `[label, number, type, formatted]` */
const CARDS: readonly (readonly [string, string, string, string])[] = [
  ['Visa', '4111111111111111', 'visa', '4111 1111 1111 1111'],
  ['Visa (19 digits)', '4000000000000000006', 'visa', '4000 0000 0000 0000006'],
  ['Mastercard', '5555555555554444', 'mastercard', '5555 5555 5555 4444'],
  ['Mastercard (2-series)', '2223003122003222', 'mastercard', '2223 0031 2200 3222'],
  ['American Express (37)', '378282246310005', 'american-express', '3782 822463 10005'],
  ['American Express (34)', '371449635398431', 'american-express', '3714 496353 98431'],
  ['Diners Club (14 digits)', '36227206271667', 'diners-club', '3622 720627 1667'],
  ['Diners Club (16 digits)', '3056930009020004', 'diners-club', '3056 930009 020004'],
  ['Discover', '6011111111111117', 'discover', '6011 1111 1111 1117'],
  ['Troy', '9792030394440796', 'troy', '9792 0303 9444 0796'],
  ['JCB', '3530111333300000', 'jcb', '3530 1113 3330 0000'],
  ['UnionPay', '6200000000000005', 'unionpay', '6200 0000 0000 0005'],
  ['UnionPay (19 digits)', '6205500000000000004', 'unionpay', '6205 5000 0000 0000004'],
  ['Naranja', '5895620000000002', 'naranja', '5895 6200 0000 0002'],
  ['Verve (19 digits)', '5061460410120223210', 'verve', '5061 4604 1012 0223210'],
  ['Maestro', '6759649826438453', 'maestro', '6759 6498 2643 8453'],
  ['Elo', '6362970000457013', 'elo', '6362 9700 0045 7013'],
  ['Mir', '2200000000000004', 'mir', '2200 0000 0000 0004'],
  ['Hiper', '6370950000000005', 'hiper', '6370 9500 0000 0005'],
  ['Hipercard', '6062826786276634', 'hipercard', '6062 8267 8627 6634'],
];

/** One Luhn-valid test number (or more) per brand, with what the helpers should say about it. */
export const TEST_CARDS: readonly TestCard[] = CARDS.map(([label, number, type, formatted]) => {
  const brand = BRANDS[type];
  if (brand === undefined) throw new Error(`No brand details for ${type}`);
  return { label, number, type, formatted, niceType: brand.niceType, code: { ...brand.code } };
});
