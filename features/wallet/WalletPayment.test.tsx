import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  MANGLED,
  behindProxy,
  catalogWith,
  recordJsonBodies,
  useFreshBackend,
} from '@mocks/testing';
import { renderWithProviders } from '@testing/render';
import { recordingTracker } from '@testing/tracking';
import { cashierRoutes } from '@contract/paths';
import { Cashier } from '@features/cashier/Cashier';
import { FastDeposit } from '@features/fastDeposit/FastDeposit';
import {
  APPLE_PAY_DETAILS,
  GOOGLE_PAY_DETAILS,
  GOOGLE_PAY_TOKEN,
} from '@mocks/backend/walletTokens.fixture';

interface WalletStub {
  /** What the browser may say to `canMakePayment()`. */
  canMakePayment?: () => Promise<boolean>;
  /** The sheet: resolves to `PaymentResponse.details`, or rejects (AbortError: closed). */
  show?: () => Promise<unknown>;
}

/** A `PaymentRequest` in the page, recording the sheets shown and how they were completed. */
function stubPaymentRequest({
  canMakePayment = () => Promise.resolve(true),
  show = () => Promise.resolve(GOOGLE_PAY_DETAILS),
}: WalletStub = {}) {
  const shown: { methodData: PaymentMethodData[]; details: PaymentDetailsInit }[] = [];
  const completions: (PaymentComplete | undefined)[] = [];
  class FakePaymentRequest {
    readonly #methodData: PaymentMethodData[];
    readonly #details: PaymentDetailsInit;
    constructor(methodData: PaymentMethodData[], details: PaymentDetailsInit) {
      this.#methodData = methodData;
      this.#details = details;
    }
    canMakePayment() {
      return canMakePayment();
    }
    async show() {
      shown.push({ methodData: this.#methodData, details: this.#details });
      const details = await show();
      return {
        details,
        complete: (result?: PaymentComplete) => {
          completions.push(result);
          return Promise.resolve();
        },
      };
    }
  }
  vi.stubGlobal('PaymentRequest', FakePaymentRequest);
  return { shown, completions };
}

const abort = () => Promise.reject(new DOMException('The sheet was closed.', 'AbortError'));

/** Safari: Apple Pay is asked for only where `ApplePaySession` exists (walletRequest.ts). */
const inSafari = () => vi.stubGlobal('ApplePaySession', { canMakePayments: () => true });

function recordSubmits() {
  return recordJsonBodies(
    (request) => request.method === 'POST' && request.url.endsWith(cashierRoutes.payments),
  );
}

async function openGooglePay(tracker = recordingTracker().tracker) {
  const view = renderWithProviders(<Cashier />, { tracker });
  await view.user.click(await screen.findByRole('radio', { name: /Google Pay/ }));
  await view.user.type(await screen.findByLabelText(/^Amount/), '50');
  return view;
}

beforeEach(() => {
  useFreshBackend();
});

describe('wallet methods', () => {
  it('checks the browser, then pays: the token goes with the submit, the sheet completes', async () => {
    let answerCheck: (can: boolean) => void = () => undefined;
    const { shown, completions } = stubPaymentRequest({
      canMakePayment: () =>
        new Promise((resolve) => {
          answerCheck = resolve;
        }),
    });
    const submits = recordSubmits();
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Google Pay/ }));
    expect(
      await screen.findByText('Checking whether this browser can pay with Google Pay…'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deposit/ })).not.toBeInTheDocument();
    answerCheck(true);
    const pay = await screen.findByRole('button', { name: 'Pay with Google Pay' });
    await user.type(screen.getByLabelText(/^Amount/), '50');
    await user.click(pay);
    expect(
      await screen.findByText('Your Google Pay payment of 50.00 EUR was accepted.'),
    ).toBeInTheDocument();
    expect(shown).toEqual([
      {
        methodData: [expect.objectContaining({ supportedMethods: 'https://google.com/pay' })],
        details: {
          total: { label: 'Example Casino', amount: { currency: 'EUR', value: '50.00' } },
        },
      },
    ]);
    expect(completions).toEqual(['success']);
    expect(submits).toEqual([
      expect.objectContaining({
        methodId: 'googlepay',
        amount: '50.00',
        fields: { wallet_token: GOOGLE_PAY_TOKEN },
      }),
    ]);
  });

  it('opens the sheet with Enter in the amount field, never sending a payment without token', async () => {
    const { shown } = stubPaymentRequest({ show: abort });
    const submits = recordSubmits();
    const { user } = await openGooglePay();
    await screen.findByRole('button', { name: 'Pay with Google Pay' });
    await user.type(screen.getByLabelText(/^Amount/), '{Enter}');
    await waitFor(() => {
      expect(shown).toHaveLength(1);
    });
    expect(submits).toEqual([]);
  });

  it('asks for a valid amount before opening the sheet', async () => {
    const { shown } = stubPaymentRequest();
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /Google Pay/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(shown).toEqual([]);
  });

  it('explains a wallet this browser cannot pay with, and offers another method', async () => {
    // happy-dom has no Payment Request API: as in a browser without it.
    const submits = recordSubmits();
    const { tracker, events } = recordingTracker();
    const { user } = renderWithProviders(<Cashier />, { tracker });
    await user.click(await screen.findByRole('radio', { name: /Google Pay/ }));
    const notice = (await screen.findByText("Google Pay isn't available here")).closest(
      '[role="status"]',
    );
    expect(notice).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '50{Enter}');
    expect(submits).toEqual([]);
    expect(events).toContainEqual({
      event: 'wallet_outcome',
      fields: { method_id: 'googlepay', wallet: 'googlepay', outcome: 'unavailable' },
    });
    await user.click(
      within(notice as HTMLElement).getByRole('button', { name: 'Choose another method' }),
    );
    expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).not.toBeChecked();
  });

  it('explains it when the browser says it cannot pay (canMakePayment false)', async () => {
    stubPaymentRequest({ canMakePayment: () => Promise.resolve(false) });
    inSafari();
    renderWithProviders(<Cashier />, {
      preloadedState: {
        payments: {
          action: 'deposit',
          currency: 'USD',
          selectedMethodId: { deposit: 'hipay', cashout: null },
        },
      },
    });
    expect(await screen.findByText("Apple Pay isn't available here")).toBeInTheDocument();
  });

  it('explains Apple Pay outside Safari without asking the Payment Request API', async () => {
    const { shown } = stubPaymentRequest();
    const built = vi.spyOn(window, 'PaymentRequest');
    renderWithProviders(<Cashier />, {
      preloadedState: {
        payments: {
          action: 'deposit',
          currency: 'USD',
          selectedMethodId: { deposit: 'hipay', cashout: null },
        },
      },
    });
    expect(await screen.findByText("Apple Pay isn't available here")).toBeInTheDocument();
    expect(built).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('a closed sheet returns to the form with a calm note: nothing sent, the amount kept', async () => {
    const { completions } = stubPaymentRequest({ show: abort });
    const submits = recordSubmits();
    const { tracker, events } = recordingTracker();
    const { user } = await openGooglePay(tracker);
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(await screen.findByText('Google Pay was closed')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Pay with Google Pay' })).toBeEnabled();
    expect(submits).toEqual([]);
    expect(completions).toEqual([]);
    expect(events.filter((event) => event.event === 'wallet_outcome')).toEqual([
      {
        event: 'wallet_outcome',
        fields: { method_id: 'googlepay', wallet: 'googlepay', outcome: 'cancelled' },
      },
    ]);
  });

  it('sends one payment for a double click while the sheet is open', async () => {
    let closeSheet: (details: unknown) => void = () => undefined;
    const { shown } = stubPaymentRequest({
      show: () =>
        new Promise((resolve) => {
          closeSheet = resolve;
        }),
    });
    const submits = recordSubmits();
    const { user } = await openGooglePay();
    const pay = await screen.findByRole('button', { name: 'Pay with Google Pay' });
    await user.click(pay);
    await user.click(pay);
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    closeSheet(GOOGLE_PAY_DETAILS);
    await screen.findByText(/payment of 50.00 EUR was accepted/);
    expect(shown).toHaveLength(1);
    expect(submits).toHaveLength(1);
  });

  it('a refused token closes the sheet with fail and says why, on the form', async () => {
    const { completions } = stubPaymentRequest();
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json(
          {
            error: {
              type: 'params_error',
              message: 'Some fields are invalid.',
              fields: { wallet_token: 'The wallet did not send a valid payment.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openGooglePay();
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => {
      expect(completions).toEqual(['fail']);
    });
    expect(screen.getByRole('button', { name: 'Pay with Google Pay' })).toBeInTheDocument();
  });

  it('a payment the back end declines closes the sheet with fail, like a refused token', async () => {
    const { completions } = stubPaymentRequest();
    server.use(
      http.post(cashierRoutes.payments, () =>
        HttpResponse.json({
          status: 'notify',
          paymentId: 'pay_declined',
          severity: 'error',
          message: 'Declined by the issuer.',
        }),
      ),
    );
    const { user } = await openGooglePay();
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(await screen.findByText('Deposit declined')).toBeInTheDocument();
    await waitFor(() => {
      expect(completions).toEqual(['fail']);
    });
  });

  it('a payment whose answer could not be read closes the sheet with unknown, and is found by its key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mangle = MANGLED['an HTML page at 502'];
    if (!mangle) throw new Error('No such answer.');
    const proxy = behindProxy(mangle);
    const { completions } = stubPaymentRequest();
    const { user } = await openGooglePay();
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
    expect(screen.queryByText(/didn't go through/)).not.toBeInTheDocument();
    expect(completions).toEqual(['unknown']);
    expect(proxy.keys).toHaveLength(1);
  });

  it('a sheet that cannot open says so, with another method as the way forward', async () => {
    const { completions } = stubPaymentRequest({
      show: () => Promise.reject(new DOMException('No wallet', 'NotSupportedError')),
    });
    const submits = recordSubmits();
    const { user } = await openGooglePay();
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Google Pay couldn't take the payment");
    expect(within(alert).getByRole('button', { name: 'Choose another method' })).toBeVisible();
    expect(submits).toEqual([]);
    expect(completions).toEqual([]);
  });

  it('a wallet answer without a token is refused in the browser: fail, nothing sent', async () => {
    const { completions } = stubPaymentRequest({ show: () => Promise.resolve(APPLE_PAY_DETAILS) });
    const submits = recordSubmits();
    const { user } = await openGooglePay();
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Google Pay couldn't take");
    expect(completions).toEqual(['fail']);
    expect(submits).toEqual([]);
  });

  it('validates the merchant through the back end when Safari asks, then pays with Apple Pay', async () => {
    inSafari();
    const validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
    const sessions: unknown[] = [];
    class SafariPaymentRequest {
      onmerchantvalidation:
        | ((event: { validationURL: string; complete(session: Promise<unknown>): void }) => void)
        | null = null;
      canMakePayment() {
        return Promise.resolve(true);
      }
      async show() {
        let session: Promise<unknown> | undefined;
        this.onmerchantvalidation?.({
          validationURL,
          complete: (given) => {
            session = given;
          },
        });
        sessions.push(await (session ?? Promise.reject(new Error('not validated'))));
        return { details: APPLE_PAY_DETAILS, complete: () => Promise.resolve() };
      }
    }
    vi.stubGlobal('PaymentRequest', SafariPaymentRequest);
    const validations = recordJsonBodies(
      (request) =>
        request.method === 'POST' && request.url.endsWith(cashierRoutes.appleMerchantSession),
    );
    const { user } = renderWithProviders(<Cashier />, {
      preloadedState: {
        payments: {
          action: 'deposit',
          currency: 'USD',
          selectedMethodId: { deposit: 'hipay', cashout: null },
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Amount/), '50');
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    expect(await screen.findByText(/Apple Pay payment of 50.00 USD/)).toBeInTheDocument();
    expect(validations).toEqual([{ methodId: 'hipay', validationUrl: validationURL }]);
    // The mock's session, handed to the sheet as the back end answered it.
    expect(sessions).toEqual([
      expect.objectContaining({ merchantIdentifier: 'merchant.example.casino' }),
    ]);
  });

  it('pays in one step from fast deposit when the last method was a wallet', async () => {
    useFreshBackend(
      catalogWith((catalog) => {
        catalog.lastUsedDeposit = { methodId: 'hipay', savedProfileId: null };
      }),
    );
    inSafari();
    const { completions } = stubPaymentRequest({ show: () => Promise.resolve(APPLE_PAY_DETAILS) });
    const submits = recordSubmits();
    const { user } = renderWithProviders(<FastDeposit onClose={() => undefined} />, {
      lazyPart: true,
      preloadedState: {
        payments: {
          action: 'deposit',
          currency: 'USD',
          selectedMethodId: { deposit: null, cashout: null },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '$25.00' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    expect(await screen.findByText(/Apple Pay payment of 25.00 USD/)).toBeInTheDocument();
    expect(completions).toEqual(['success']);
    expect(submits).toEqual([
      expect.objectContaining({
        methodId: 'hipay',
        fields: { wallet_token: expect.any(String) as unknown },
      }),
    ]);
  });
});
