/**
 * What a `POST /payments` of the mock back end must hold before it is processed, beside the
 * method and field list being current (mocks/backend/submit.ts): each field given and of its
 * form, a card of a brand the method takes, a wallet token of its wallet's shape, and an amount
 * the method's rules take (rules/limits.ts). Field values are only compared, never stored, logged
 * or echoed (they include card numbers).
 */
import type { SubmitRequest } from '@contract/payments/payment';
import type { Catalog } from '../catalog/schema';
import type { OfferedMethod } from './methods';
import { refusedCardBrand } from './rules/cards';
import { amountProblem } from './rules/limits';
import { mockScale } from './scales';
import { WALLET_TOKEN_PROBLEM, isWellFormedWalletToken } from './wallet';

/** Field types that take no input, and those a saved profile stands in for. */
const NON_INPUT_TYPES = new Set(['amount', 'banner', 'button']);
const PROFILE_TYPES = new Set(['credit_card_number', 'card_holder', 'card_expiry_date']);

function fieldProblems(
  { method }: OfferedMethod,
  request: SubmitRequest,
  profileUsed: boolean,
  playerFields: ReadonlyMap<string, string | boolean>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of method.fields) {
    if (NON_INPUT_TYPES.has(field.type) || (profileUsed && PROFILE_TYPES.has(field.type))) continue;
    if (field.type === 'wallet') {
      const token = request.fields[field.name];
      // A wallet field without its wallet cannot be paid (the client shows it unavailable).
      if (field.wallet === undefined || !isWellFormedWalletToken(field.wallet, token)) {
        problems[field.name] = WALLET_TOKEN_PROBLEM;
      }
      continue;
    }
    const value =
      request.fields[field.name] ?? (field.profileField ? playerFields.get(field.name) : undefined);
    const text = typeof value === 'string' ? value.trim() : '';
    const present = value === true || text !== '';
    if (!present) {
      if (field.required) problems[field.name] = 'This field is required.';
      continue;
    }
    if (typeof value !== 'string') continue;
    if (field.minLength !== undefined && text.length < field.minLength) {
      problems[field.name] = `Enter at least ${field.minLength} characters.`;
    } else if (field.maxLength !== undefined && text.length > field.maxLength) {
      problems[field.name] = `Enter at most ${field.maxLength} characters.`;
    } else if (
      field.pattern !== undefined &&
      !new RegExp(`^(?:${field.pattern})$`, 'u').test(text)
    ) {
      problems[field.name] = 'The format is not valid.';
    } else if (field.type === 'credit_card_number') {
      const refused = refusedCardBrand(method.acceptedCardBrands, text);
      if (refused !== undefined) problems[field.name] = `This method doesn't accept ${refused}.`;
    }
  }
  return problems;
}

/**
 * The problems of a request, by field name (`savedProfileId` for a saved profile no longer
 * there); empty when it may be processed. `profileKnown`: its saved profile stands in for the
 * card's number, holder and expiry.
 */
export function requestProblems(
  catalog: Pick<Catalog, 'currencyScales'>,
  offered: OfferedMethod,
  request: SubmitRequest,
  profileKnown: boolean,
  playerFields: ReadonlyMap<string, string | boolean>,
): Record<string, string> {
  const problems = fieldProblems(offered, request, profileKnown, playerFields);
  const amountField = offered.method.fields.find((field) => field.type === 'amount')?.name;
  const scale = mockScale(catalog, request.currency);
  const amount = amountProblem(request, offered.limits, scale);
  if (amount !== undefined) problems[amountField ?? 'amount'] = amount;
  if (request.savedProfileId !== undefined && !profileKnown) {
    problems.savedProfileId = 'This saved payment detail is no longer available.';
  }
  return problems;
}
