/**
 * The deposit instructions of the mock back end (docs/http-api.md): a crypto
 * deposit the back end accepted and now waits for is answered with where to send what, taken from
 * the method's `deposit_crypto_address` field, so the cashier can show it again after a reload or
 * from the history until the deposit settles.
 */
import type { DepositInstructions, SubmitRequest } from '@contract/payments/payment';
import type { Field } from '@contract/payments/fields';

/**
 * The instructions of a submit answer: for a deposit answered `notify` with severity `info` (sent
 * to the address, waiting for confirmations) by a method whose `deposit_crypto_address` field names
 * both an address and a network; otherwise none.
 */
export function depositInstructionsFor(
  fields: readonly Field[],
  request: Pick<SubmitRequest, 'action' | 'amount' | 'currency'>,
  answer: unknown,
): DepositInstructions | undefined {
  if (request.action !== 'deposit' || typeof answer !== 'object' || answer === null) {
    return undefined;
  }
  const { status, severity } = answer as Record<string, unknown>;
  if (status !== 'notify' || severity !== 'info') return undefined;
  const field = fields.find((candidate) => candidate.type === 'deposit_crypto_address');
  const address = (field?.address ?? field?.defaultValue ?? '').trim();
  const network = field?.network?.trim() ?? '';
  if (address === '' || network === '') return undefined;
  return { address, network, amount: request.amount, currency: request.currency };
}
