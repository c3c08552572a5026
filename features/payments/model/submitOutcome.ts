import type { SubmitResponse } from '@contract/payments/payment';

/**
 * What a submit answer (`POST /payments`, docs/http-api.md) means for the payment: the one place
 * that reads it, so the form, fast deposit, the wallets' sheets, the cache and the live updates
 * agree on what "accepted" is.
 *
 * - `accepted`: the back end took the payment on (it exists): a `notify` that is not an error, a
 *   provider's page to go to (`user_redirected`) or to show in a frame (`iframe_opened`);
 * - `refused`: a `notify` with severity `error`: declined, nothing charged;
 * - `outdated`: `outdated_method_fields`: nothing paid, the form reloads its fields;
 * - `needsWallet`: `install_metamask`: nothing paid, the player needs a wallet first;
 * - `unknown`: the back end cannot say yet; its payment id, when it sends one, is followed live.
 */
export type SubmitOutcome = 'accepted' | 'refused' | 'outdated' | 'needsWallet' | 'unknown';

export function submitOutcome(answer: SubmitResponse): SubmitOutcome {
  switch (answer.status) {
    case 'notify':
      return answer.severity === 'error' ? 'refused' : 'accepted';
    case 'user_redirected':
    case 'iframe_opened':
      return 'accepted';
    case 'outdated_method_fields':
      return 'outdated';
    case 'install_metamask':
      return 'needsWallet';
    case 'unknown':
      return 'unknown';
  }
}

/** The back end took the payment on (it exists): not refused, not unknown, not asking for more. */
export function isAccepted(answer: SubmitResponse): boolean {
  return submitOutcome(answer) === 'accepted';
}

/**
 * The answer ends the form's attempt with a result to show: every answer but `outdated`, which
 * keeps the player on the form with its new fields.
 */
export function endsAttempt<Answer extends SubmitResponse>(
  answer: Answer,
): answer is Exclude<Answer, { status: 'outdated_method_fields' }> {
  return submitOutcome(answer) !== 'outdated';
}

/**
 * The payment kept for the player's return (submit/pendingRedirect.ts), by its id: they leave for
 * the provider's page (or may, from its frame), or a crypto deposit waits for their transfer.
 * `undefined` for any other answer.
 */
export function keptForReturn(answer: SubmitResponse): string | undefined {
  switch (answer.status) {
    case 'user_redirected':
    case 'iframe_opened':
      return answer.paymentId;
    case 'notify':
      return answer.depositInstructions === undefined ? undefined : answer.paymentId;
    default:
      return undefined;
  }
}

/**
 * The payment a result leaves open, whose final status the live updates bring: a `notify` or
 * `unknown` answer with a payment id (a `notify` may be pending, a crypto deposit waits for its
 * transfer, an unknown one is still being decided).
 */
export function openPaymentId(answer: SubmitResponse): string | undefined {
  return answer.status === 'notify' || answer.status === 'unknown' ? answer.paymentId : undefined;
}
