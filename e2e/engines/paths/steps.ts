/** Steps several paths share, as a player takes them (docs/mock-backend.md: answers by amount). */
import type { Player } from '../player';
import type { Scope } from '../query';

/** One player path, run once per engine. */
export interface PlayerPath {
  name: string;
  /** Runs the path (what it notices goes to `player.note`). */
  run(player: Player): Promise<void>;
}

/** The labels of the card form (common/i18n/locales/). */
export const CARD_LABELS = {
  en: {
    method: /Credit or debit card/,
    amount: /^Amount/,
    number: 'Card number',
    holder: /^Name on card/,
    expiry: /^Expiry date/,
    cvv: /^Security code/,
    deposit: /^Deposit/,
  },
  ar: {
    method: /بطاقة ائتمان أو خصم/,
    amount: /^المبلغ/,
    number: 'رقم البطاقة',
    holder: /^الاسم على البطاقة/,
    expiry: /^تاريخ الانتهاء/,
    cvv: /^رمز الأمان/,
    deposit: /^إيداع/,
  },
} as const;

/**
 * Chooses the card method and types a payment of `amount` in the name of `holder` (a published
 * Visa test number, a valid expiry and CVV), in `scope` (a widget, say), without sending it.
 */
export async function fillCard(
  player: Player,
  {
    amount,
    holder,
    language = 'en',
    scope = {},
  }: {
    amount: string;
    holder: string;
    language?: keyof typeof CARD_LABELS;
    scope?: Scope;
  },
): Promise<void> {
  const labels = CARD_LABELS[language];
  await player.check({ ...scope, role: 'radio', name: labels.method });
  await player.fill({ ...scope, label: labels.amount }, amount);
  await player.fill({ ...scope, label: labels.number }, '4111111111111111');
  await player.seeValue({ ...scope, label: labels.number }, '4111 1111 1111 1111');
  await player.fill({ ...scope, label: labels.holder }, holder);
  await player.fill({ ...scope, label: labels.expiry }, '1234');
  await player.seeValue({ ...scope, label: labels.expiry }, '12/34');
  await player.fill({ ...scope, label: labels.cvv }, '123');
}

/** Sends the card payment typed by `fillCard`. */
export async function sendCard(
  player: Player,
  { language = 'en', scope = {} }: { language?: keyof typeof CARD_LABELS; scope?: Scope } = {},
): Promise<void> {
  await player.click({ ...scope, role: 'button', name: CARD_LABELS[language].deposit });
}

/** Opens the cashier and waits until its methods are on screen. */
export async function openCashier(player: Player, path = '/'): Promise<void> {
  await player.open(path);
  await player.see({ role: 'heading', level: 1, name: 'Deposit' });
  await player.see({ role: 'radio', name: CARD_LABELS.en.method });
}

/** Sends a redirect payment (23.02) and waits for the mock provider's page. */
export async function depositByRedirect(player: Player): Promise<void> {
  await openCashier(player);
  await fillCard(player, { amount: '23.02', holder: 'Ada Lovelace' });
  await sendCard(player);
  const sent = new URL(await player.atUrl(/\/mock-provider\/redirect\.html\?/));
  if (!(sent.searchParams.get('payment') ?? '').startsWith('pay_')) {
    throw new Error(`The provider was not given the payment: ${sent.href}`);
  }
  await player.see({ role: 'heading', name: 'Mock payment provider' });
}
