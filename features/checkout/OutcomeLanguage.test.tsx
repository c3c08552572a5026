import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@store/apiError';
import { LANGUAGES } from '@common/i18n/languages';
import { recordActions } from '@testing/recordActions';
import { renderWithProviders } from '@testing/render';
import type { ShownResult } from '@contract/payments/payment';
import type { NotifySeverity, PaymentAction } from '@contract/payments/lists';
import { NOTIFY_SEVERITIES, PAYMENT_ACTIONS } from '@contract/payments/lists';
import { notificationShown } from '@features/payments/model/events';
import { SubmitErrorNotice } from './SubmitErrorNotice';
import { SubmitResult } from './SubmitResult';

/** What a provider might write: English, whatever the player's language. */
const SERVER_TEXT = 'Your card payment of 50.00 EUR was successful.';

const notify = (severity: NotifySeverity): ShownResult => ({
  status: 'notify',
  paymentId: 'pay_1',
  severity,
  message: SERVER_TEXT,
});

/** Renders a submit result (or refusal) in `language` once that language's file is in. */
async function renderIn(language: string, ui: React.ReactElement) {
  const recorder = recordActions();
  const view = renderWithProviders(ui, {
    language,
    lazyPart: true,
    middleware: [recorder.middleware],
  });
  await act(() => view.i18n.changeLanguage(language));
  const notifications = () =>
    recorder.actions.filter(notificationShown.match).map((action) => action.payload);
  return { ...view, notifications };
}

const result = (action: PaymentAction, shown: ShownResult) => (
  <SubmitResult action={action} methodId="card" result={shown} onDone={() => undefined} />
);

/** The server's text, where it shows: a labelled detail, isolated in its own direction. */
function serverDetail(text: string) {
  const isolated = screen.getByText(text);
  expect(isolated.tagName).toBe('BDI');
  expect(isolated).toHaveAttribute('dir', 'auto');
  return isolated.parentElement!;
}

describe("a notify answer is told in the cashier's own words", () => {
  const TITLES = {
    deposit: {
      success: 'Deposit complete',
      info: "We've received your deposit request",
      warning: "We've received your request",
      error: 'Deposit declined',
    },
    cashout: {
      success: 'Cash-out accepted',
      info: "We've received your cash-out request",
      warning: "We've received your request",
      error: 'Cash-out declined',
    },
  } as const;

  describe.each(PAYMENT_ACTIONS)('%s', (action) => {
    it.each(NOTIFY_SEVERITIES)(
      'leads a %s answer with its own line, the server message only as a detail below',
      async (severity) => {
        const { notifications } = await renderIn('en', result(action, notify(severity)));
        const notice = screen.getByText(TITLES[action][severity]).parentElement!;
        const detail = serverDetail(SERVER_TEXT);
        expect(detail).toHaveTextContent(`Details from the provider: ${SERVER_TEXT}`);
        expect(notice).toContainElement(detail);
        // The host hears what the player reads: the cashier's line, not the provider's.
        expect(notifications()).toEqual([
          expect.objectContaining({
            code: 'notify',
            severity,
            message: expect.not.stringContaining(SERVER_TEXT) as string,
          }),
        ]);
      },
    );
  });

  it('reads an answer without a severity as taken, outcome to come', async () => {
    const withoutSeverity: ShownResult = {
      status: 'notify',
      paymentId: 'pay_1',
      message: SERVER_TEXT,
    };
    await renderIn('en', result('deposit', withoutSeverity));
    expect(screen.getByText("We've received your deposit request")).toBeInTheDocument();
  });

  it('speaks Arabic in Arabic, with the English server text isolated below', async () => {
    await renderIn('ar', result('deposit', notify('success')));
    expect(screen.getByText('اكتمل الإيداع')).toBeInTheDocument();
    expect(serverDetail(SERVER_TEXT)).toHaveTextContent(`تفاصيل من مزوّد الدفع: ${SERVER_TEXT}`);
  });

  it.each(LANGUAGES.map(({ code }) => code))(
    'says every action and severity in its own words in %s',
    async (language) => {
      const { i18n, unmount } = await renderIn(language, result('deposit', notify('error')));
      const english = i18n.getFixedT('en');
      const title = i18n.t('payments.outcome.deposit.error.title');
      expect(screen.getByText(title)).toBeInTheDocument();
      unmount();
      for (const action of PAYMENT_ACTIONS) {
        for (const severity of NOTIFY_SEVERITIES) {
          const key = `payments.outcome.${action}.${severity}.title` as const;
          if (language !== 'en') expect(i18n.t(key)).not.toBe(english(key));
        }
      }
    },
  );
});

describe('a refusal leads with its translated message', () => {
  const declined: ApiError = {
    kind: 'http',
    type: 'request_error',
    status: 'PAYMENT_PROCESSING_ERROR',
    message: 'Your card was declined by the issuing bank.',
  };
  const refusal = (error: ApiError) => (
    <SubmitErrorNotice
      action="deposit"
      methodId="card"
      error={error}
      fieldNames={[]}
      onNextStep={() => undefined}
    />
  );

  it("shows the server's message only as a detail below the cashier's own", async () => {
    const { notifications } = await renderIn('en', refusal(declined));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The payment was declined. Check your details or use another card or method.' +
        'Details from the provider: Your card was declined by the issuing bank.',
    );
    serverDetail('Your card was declined by the issuing bank.');
    expect(notifications()[0]?.message).toBe(
      'The payment was declined. Check your details or use another card or method.',
    );
  });

  it('speaks Arabic in Arabic, the English server text isolated below', async () => {
    await renderIn('ar', refusal(declined));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'تم رفض الدفعة. تحقّق من بياناتك أو استخدم بطاقة أو طريقة أخرى.',
    );
    serverDetail('Your card was declined by the issuing bank.');
  });

  it('shows no detail when the server sent no message', async () => {
    const silent: ApiError = {
      kind: 'http',
      type: 'request_error',
      status: 'PAYMENT_PROCESSING_ERROR',
    };
    await renderIn('en', refusal(silent));
    expect(screen.queryByText(/Details from the provider/)).not.toBeInTheDocument();
  });
});
