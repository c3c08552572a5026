import {
  currencyChanged,
  depositLimitReached,
  depositsBlocked,
  fastDepositClosed,
  verificationDocumentUploaded,
  verificationPromptShown,
  verificationStatusChanged,
  liveConnectionChanged,
  notificationShown,
  paymentActionChanged,
  paymentFormRendered,
  paymentPopupClosed,
  providerRedirectStarted,
  walletOutcome,
} from '@features/payments';
import type { MethodsArgs, MethodsResponse } from '@features/payments';
import { languageChanged } from '@features/navigation';
import type { ActionRule } from '@store/rules';
import { sessionEnded, sessionExpired } from '@store/session';
import { rule } from '@store/rules';
import { matchEndpoint } from '@features/payments/api/endpointActions';
import type { SpiEvent } from '@contract/widgetEvents';

/** One row of the map: which actions it matches and the events it makes of them. */
export type SpiEventRule = ActionRule<SpiEvent>;

// Matched by name, not by RTK Query's matchers: this map runs from the first screen on, before
// the API's code is loaded (features/payments/api/endpointActions.ts).
const methodsListed = matchEndpoint('getMethods', 'Fulfilled');
const savedProfileDeleted = matchEndpoint('deleteSavedProfile', 'Fulfilled');
const paymentSubmitted = matchEndpoint('submit', 'Pending');
const playerFieldsSaved = matchEndpoint('savePlayerFields', 'Fulfilled');

const argsKey = ({ action, currency }: MethodsArgs) => `${action}:${currency}`;

/**
 * `spi-new-methods-available`: remembers each list's method ids per action and currency; a list
 * with ids the previous one lacked (or the first list) announces them. Refetches of the same list
 * (a language change, a deleted profile) announce nothing.
 */
function newMethodsRule(): SpiEventRule {
  const seen = new Map<string, ReadonlySet<string>>();
  return rule('new methods available', methodsListed, (action) => {
    const args = action.meta.arg.originalArgs;
    const methodIds = action.payload.methods.map((method) => method.id);
    const before = seen.get(argsKey(args));
    seen.set(argsKey(args), new Set(methodIds));
    const newMethodIds = methodIds.filter((id) => !before?.has(id));
    if (newMethodIds.length === 0) return [];
    return {
      name: 'spi-new-methods-available',
      detail: { action: args.action, currency: args.currency, newMethodIds, methodIds },
    };
  });
}

interface ProfileRef {
  methodId: string;
  profileId: string;
}

function savedProfilesOf(response: MethodsResponse): ProfileRef[] {
  return response.methods.flatMap((method) =>
    (method.savedProfiles ?? []).map((profile) => ({ methodId: method.id, profileId: profile.id })),
  );
}

/**
 * `spi-accounts-updated` with `added`: a saved profile in a methods list that the previous list
 * for the same action and currency did not hold (the first list is not a change).
 */
function addedProfilesRule(): SpiEventRule {
  const seen = new Map<string, ReadonlySet<string>>();
  const refKey = ({ methodId, profileId }: ProfileRef) => `${methodId}\u0000${profileId}`;
  return rule('saved profiles added', methodsListed, (action) => {
    const key = argsKey(action.meta.arg.originalArgs);
    const profiles = savedProfilesOf(action.payload);
    const before = seen.get(key);
    seen.set(key, new Set(profiles.map(refKey)));
    if (!before) return [];
    const added = profiles.filter((profile) => !before.has(refKey(profile)));
    if (added.length === 0) return [];
    return { name: 'spi-accounts-updated', detail: { change: 'added', profiles: added } };
  });
}

/**
 * Redux actions → the widget's `spi-*` events (docs/embedding.md). Each detail is
 * built field by field from non-secret properties — ids, names, codes, amounts — so a typed value
 * (card number, CVV, password, IBAN) cannot reach the host page. Stateful rules keep their memory
 * per call, so each store gets its own.
 */
export function createSpiEventRules(): readonly SpiEventRule[] {
  return [
    rule('form rendered', paymentFormRendered.match, ({ payload }) => ({
      name: 'spi-render-form',
      detail: {
        action: payload.action,
        methodId: payload.methodId,
        currency: payload.currency,
        fieldNames: [...payload.fieldNames],
      },
    })),
    rule('notification shown', notificationShown.match, ({ payload }) => ({
      name: 'spi-notification',
      detail: {
        severity: payload.severity,
        code: payload.code,
        message: payload.message,
        ...(payload.paymentId === undefined ? {} : { paymentId: payload.paymentId }),
      },
    })),
    rule('payment action changed', paymentActionChanged.match, ({ payload }) => ({
      name: 'spi-change-payment-action',
      detail: { action: payload },
    })),
    rule('currency changed', currencyChanged.match, ({ payload }) => ({
      name: 'spi-change-currency',
      detail: { currency: payload },
    })),
    rule('language changed', languageChanged.match, ({ payload }) => ({
      name: 'spi-change-language',
      detail: { language: payload },
    })),
    rule('saved profile deleted', savedProfileDeleted, (action) => ({
      name: 'spi-accounts-updated',
      detail: {
        change: 'removed',
        profiles: [
          {
            methodId: action.meta.arg.originalArgs.methodId,
            profileId: action.meta.arg.originalArgs.profileId,
          },
        ],
      },
    })),
    addedProfilesRule(),
    rule('provider redirect', providerRedirectStarted.match, ({ payload }) => ({
      name: 'spi-redirect',
      detail: { methodId: payload.methodId, paymentId: payload.paymentId, url: payload.url },
    })),
    newMethodsRule(),
    rule('payment popup closed', paymentPopupClosed.match, ({ payload }) => ({
      name: 'spi-payment-popup-closed',
      detail: { methodId: payload.methodId, paymentId: payload.paymentId, reason: payload.reason },
    })),
    rule('payment submitted', paymentSubmitted, (action) => {
      const args = action.meta.arg.originalArgs;
      return {
        name: 'spi-payment-submit',
        detail: {
          action: args.action,
          methodId: args.methodId,
          currency: args.currency,
          amount: args.amount,
          savedProfile: args.savedProfileId !== undefined,
        },
      };
    }),
    rule('live connection changed', liveConnectionChanged.match, ({ payload }) => ({
      name: 'spi-web-socket-connection',
      detail: { connected: payload.connected, attempt: payload.attempt },
    })),
    rule('fast deposit closed', fastDepositClosed.match, ({ payload }) => ({
      name: 'spi-close-fast-deposit-modal',
      detail: { reason: payload.reason },
    })),
    rule('player fields saved', playerFieldsSaved, (action) => ({
      name: 'spi-user-updated',
      detail: { fieldNames: Object.keys(action.meta.arg.originalArgs.fields) },
    })),
    rule('session expired', sessionExpired.match, ({ payload }) => ({
      name: 'spi-session-expired',
      detail: { credentials: payload.credentials },
    })),
    rule('session ended', sessionEnded.match, () => ({ name: 'spi-session-ended', detail: {} })),
    rule('deposit limit reached', depositLimitReached.match, ({ payload }) => ({
      name: 'spi-deposit-limit-reached',
      detail: {
        period: payload.period,
        currency: payload.currency,
        remaining: payload.remaining,
        source: payload.source,
      },
    })),
    rule('deposits blocked', depositsBlocked.match, ({ payload }) => ({
      name: 'spi-deposits-blocked',
      detail: {
        kind: payload.kind,
        ...(payload.until === undefined ? {} : { until: payload.until }),
        ...(payload.period === undefined ? {} : { period: payload.period }),
      },
    })),
    rule('verification prompt shown', verificationPromptShown.match, ({ payload }) => ({
      name: 'spi-verification-required',
      detail: { gate: payload.gate, status: payload.status },
    })),
    rule('verification document uploaded', verificationDocumentUploaded.match, ({ payload }) => ({
      name: 'spi-verification-document-uploaded',
      detail: { status: payload.status },
    })),
    rule('verification status changed', verificationStatusChanged.match, ({ payload }) => ({
      name: 'spi-verification-status-changed',
      detail: { status: payload.status, source: payload.source },
    })),
    rule('wallet outcome', walletOutcome.match, ({ payload }) => ({
      name: 'spi-wallet-outcome',
      detail: { methodId: payload.methodId, wallet: payload.wallet, outcome: payload.outcome },
    })),
  ];
}
