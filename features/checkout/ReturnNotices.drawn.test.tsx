import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { cashierRoutes } from '@contract/paths';
import type { PaymentStatus } from '@contract/payments/payment';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { plainSentence } from '@common/i18n/bidi';
import { serverText } from '@common/i18n/serverText';
import { drawnLines } from '@testing/drawnText';
import { renderWithProviders } from '@testing/render';
import { PLAIN_TEXT, SPOOFING_TEXTS } from '@testing/spoofingTexts';
import { drawnOrder } from '@testing/unicodeBidi';
import { KeptPaymentReturn } from './PaymentReturn';
import { keepInFlightPayment } from './inFlightStore';
import { keepPendingRedirect } from './pendingRedirectStore';
import { paymentStatusUpdated } from '@features/payments/model/events';

/**
 * The notices a returning player sees, with the method's name a spoofing text: it comes from the
 * kept payment (the back end names the method by its id only, submit/confirmedPayment.ts), so the
 * kept record holds the payload and the back end answers about a €23.02 card deposit.
 */
const KEPT = {
  action: 'deposit',
  methodId: 'card',
  amount: '23.02',
  currency: 'EUR',
} as const;

/** The back end's answer about the kept payment id (GET /payments/{id}): pending. */
const answerPending = () => {
  server.use(
    http.get(cashierRoutes.payment, ({ params }) =>
      HttpResponse.json({
        paymentId: String(params.paymentId),
        status: 'pending',
        ...KEPT,
      } satisfies PaymentStatus),
    ),
  );
};

/** The key look-up (GET /payments?idempotencyKey=) waits, then goes through to the mock back end. */
const holdKeyLookup = () => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(cashierRoutes.payments, async () => {
      await released;
      return undefined; // the back end's own 404: no payment was made with that key
    }),
  );
  return release;
};

/**
 * Each kept payment, drawn in two states from one render: a redirect pending, then successful by a
 * live update; a payment left while sending being checked, then not made (the look-up's 404).
 */
const NOTICES = [
  {
    notice: 'a redirect',
    titles: ['payments.return.pendingTitle', 'payments.return.successTitle'],
    keep: (methodName: string) => ({ ...KEPT, paymentId: 'pay-2302', methodName }),
    answer: () => {
      answerPending();
      return (store: Store) =>
        store.dispatch(paymentStatusUpdated({ ...KEPT, paymentId: 'pay-2302', status: 'success' }));
    },
  },
  {
    notice: 'a payment left while sending',
    titles: ['payments.inFlight.checkingTitle', 'payments.inFlight.notMadeTitle'],
    keep: (methodName: string) => ({ ...KEPT, idempotencyKey: 'key-2302', methodName }),
    answer: () => holdKeyLookup(),
  },
] as const;
type KeptNotice = (typeof NOTICES)[number];
type Store = ReturnType<typeof renderWithProviders>['store'];

interface Shown {
  drawn: string[];
  written: string;
}

/** The notice's lines as drawn and its text as written in both states, `methodName` kept. */
async function renderNotices(
  { keep, answer, titles }: KeptNotice,
  methodName: string,
  language: string,
): Promise<Shown[]> {
  const kept = { ...keep(methodName), leftAt: Date.now() };
  if ('paymentId' in kept) keepPendingRedirect(kept, DEFAULT_CASHIER_ID);
  else keepInFlightPayment(kept, DEFAULT_CASHIER_ID);
  const next = answer();
  const { container, unmount, i18n, store } = renderWithProviders(
    <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <KeptPaymentReturn onDone={() => undefined} />
    </div>,
    { language, lazyPart: true },
  );
  const notice = () => container.querySelector('section')?.firstElementChild ?? null;
  const shown: Shown[] = [];
  for (const title of titles) {
    if (shown.length > 0) act(() => void next(store));
    await waitFor(() => {
      expect(i18n.resolvedLanguage).toBe(language);
      expect(notice()?.firstElementChild?.textContent).toBe(i18n.t(title));
      expect(notice()?.textContent).toContain('23.02');
    });
    const drawn = notice();
    if (!drawn) throw new Error('No notice');
    shown.push({ drawn: drawnLines(drawn), written: drawn.textContent });
  }
  unmount();
  sessionStorage.clear();
  return shown;
}

/** The plain-name render of each notice and language, drawn once. */
const plainRenders = new Map<string, Promise<Shown[]>>();
function plainNotices(notice: KeptNotice, language: string): Promise<Shown[]> {
  const key = `${notice.notice} in ${language}`;
  const known = plainRenders.get(key) ?? renderNotices(notice, PLAIN_TEXT, language);
  plainRenders.set(key, known);
  return known;
}

/** The name as written in a sentence: made safe, its own (closed) isolates drawn as `<bdi>` too. */
const written = (name: string) => plainSentence(serverText(name));

beforeEach(() => {
  // A payment not made is logged for operators (useDropUnconfirmed).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe.each(['en', 'ar'])('in %s', (language) => {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  describe.each(NOTICES)('the notice of $notice', (notice) => {
    it.each(SPOOFING_TEXTS)(
      'draws both its sentences and amounts as with a plain method name: $name',
      async ({ text }) => {
        const plains = await plainNotices(notice, language);
        const spoofeds = await renderNotices(notice, text, language);
        expect(spoofeds).toHaveLength(2);
        spoofeds.forEach((spoofed, state) => {
          const plain = plains[state];
          if (!plain) throw new Error('No plain render');
          // As written: the name as kept, made safe; the rest the same; no directional controls.
          expect(spoofed.written).toBe(plain.written.replace(PLAIN_TEXT, written(text)));
          expect(spoofed.written).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
          // As drawn: each line the same but for the name, which draws as itself, in one piece.
          const name = (shown: string, of: string) =>
            shown.replace(drawnOrder(`\u2068${serverText(of)}\u2069`, direction), '<name>');
          expect(spoofed.drawn.map((line) => name(line, text))).toEqual(
            plain.drawn.map((line) => name(line, PLAIN_TEXT)),
          );
          expect(plain.drawn.map((line) => name(line, PLAIN_TEXT)).join('\n')).toContain('<name>');
          const amount = language === 'ar' ? /23\.02\s€/u : /€23\.02/u;
          expect(plain.drawn.join('\n')).toMatch(amount);
          expect(spoofed.drawn.join('\n')).toMatch(amount);
        });
      },
    );
  });
});
