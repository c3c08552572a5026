/**
 * Wallet tokens in `POST /payments` (a `wallet` field's value, docs/http-api.md): the mock checks
 * only that the token has the wallet's shape, as a gateway would before decrypting it. The token
 * is a secret: it is never stored, logged or echoed, not even in the refusal.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import {
  type AppleMerchantSessionResponse,
  appleMerchantSessionRequestSchema,
} from '@contract/payments/payment';
import { type Wallet } from '@contract/payments/fields';
import type { Catalog } from '../catalog/schema';
import { paramsError, readJson } from './responses';

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const hasStrings = (object: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((key) => typeof object[key] === 'string' && object[key] !== '');

/**
 * True for a token of the wallet's form: Google Pay's `tokenizationData.token` (JSON with
 * `protocolVersion`, `signature` and `signedMessage`), Apple Pay's payment token (JSON with
 * `paymentData` holding `version`, `data` and `signature`).
 */
export function isWellFormedWalletToken(wallet: Wallet, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 20_000) return false;
  const parsed = parseObject(token);
  if (parsed === null) return false;
  if (wallet.kind === 'googlepay') {
    return hasStrings(parsed, ['protocolVersion', 'signature', 'signedMessage']);
  }
  const { paymentData } = parsed;
  return (
    typeof paymentData === 'object' &&
    paymentData !== null &&
    hasStrings(paymentData as Record<string, unknown>, ['version', 'data', 'signature'])
  );
}

/** The refusal of a missing or malformed token: says what, never the token. */
export const WALLET_TOKEN_PROBLEM = 'The wallet did not send a valid payment. Please try again.';

/** True for Apple's validation URLs: https on `apple.com` or one of its subdomains. */
export function isAppleValidationUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    (url.hostname === 'apple.com' || url.hostname.endsWith('.apple.com'))
  );
}

/**
 * `POST /wallets/apple-pay/merchant-session`: a real back end asks Apple for a session at the
 * validation URL with the operator's merchant certificate; the mock checks what a back end must
 * (an Apple Pay method of the catalog, an Apple URL: never a request to anywhere else) and answers
 * a session of Apple's shape, marked as the mock's.
 */
export async function handleAppleMerchantSession(
  catalog: Pick<Catalog, 'methods'>,
  request: Request,
): Promise<HttpResponse<JsonBodyType>> {
  const parsed = appleMerchantSessionRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return paramsError('Send the Apple Pay method and the validation URL.', {
      methodId: 'Required.',
      validationUrl: 'Required.',
    });
  }
  const { methodId, validationUrl } = parsed.data;
  const wallet = catalog.methods
    .find((method) => method.id === methodId)
    ?.fields.find((field) => field.type === 'wallet')?.wallet;
  if (wallet?.kind !== 'applepay') {
    return paramsError('This method does not pay with Apple Pay.', {
      methodId: 'Not an Apple Pay method.',
    });
  }
  if (!isAppleValidationUrl(validationUrl)) {
    return paramsError("The validation URL is not one of Apple's.", {
      validationUrl: 'Must be an https URL on apple.com.',
    });
  }
  const now = Date.now();
  return HttpResponse.json<AppleMerchantSessionResponse>({
    merchantSession: {
      epochTimestamp: now,
      expiresAt: now + 60 * 60 * 1000,
      merchantSessionIdentifier: `mock-session-${String(now)}`,
      nonce: 'mock-nonce',
      merchantIdentifier: wallet.merchantIdentifier,
      domainName: new URL(request.url).hostname,
      displayName: wallet.merchantName,
      signature: 'mock-signature',
    },
  });
}
