import { screen } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { catalogWith, useFreshBackend, withAmountOnlyHipay } from '@mocks/testing';
import { Cashier } from '@features/cashier';
import { cashierRoutes } from '@contract/paths';
import { navigation } from '@features/checkout/navigation';
import { type RenderWithProvidersOptions, renderWithProviders } from '@testing/render';

/** Provider URLs a hostile or broken server could send (unit cases: common/lib/urlPolicy.test.ts). */
const UNSAFE_URLS = [
  'javascript:window.__xss=1',
  ' JavaScript:window.__xss=1',
  '\tjava\nscript:window.__xss=1',
  'data:text/html,<script>parent.__xss=1</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/pay',
  ' //evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'blob:https://evil.example/x',
  '/javascript:window.__xss=1',
  'pay/session?id=1',
  'https://trusted.example@evil.example/',
  '&#106;avascript:window.__xss=1',
  '%6Aavascript:window.__xss=1',
];

/** Iframe sandbox tokens that would let the provider page leave its box. */
const FORBIDDEN_SANDBOX_TOKENS = [
  'allow-top-navigation',
  'allow-top-navigation-by-user-activation',
  'allow-top-navigation-to-custom-protocols',
  'allow-popups-to-escape-sandbox',
  'allow-modals',
  'allow-downloads',
  'allow-storage-access-by-user-activation',
];

beforeEach(() => {
  useFreshBackend(catalogWith(withAmountOnlyHipay));
});

function answerSubmitWith(body: JsonBodyType) {
  server.use(http.post(cashierRoutes.payments, () => HttpResponse.json(body)));
}

/** A USD deposit with the amount-only method, submitted. */
async function submitAmountOnly(options?: RenderWithProvidersOptions['options']) {
  const view = renderWithProviders(<Cashier />, {
    ...(options ? { options } : {}),
    preloadedState: {
      payments: {
        action: 'deposit',
        currency: 'USD',
        selectedMethodId: { deposit: 'hipay', cashout: null },
      },
    },
  });
  await view.user.type(await screen.findByRole('textbox', { name: /Amount/ }), '50');
  await view.user.click(screen.getByRole('button', { name: /^Deposit/ }));
  return view;
}

/** Every iframe in the document is sandboxed, with no token that escapes the sandbox. */
function expectEveryIframeSandboxed() {
  for (const frame of Array.from(document.querySelectorAll('iframe'))) {
    expect(frame.hasAttribute('sandbox'), frame.outerHTML).toBe(true);
    const tokens = (frame.getAttribute('sandbox') ?? '').split(/\s+/).filter(Boolean);
    for (const token of FORBIDDEN_SANDBOX_TOKENS) expect(tokens).not.toContain(token);
    expect(frame.getAttribute('src') ?? '').toMatch(/^https?:\/\//);
  }
}

describe('provider redirects', () => {
  it.each(UNSAFE_URLS)('never follows %j and tells the player', async (redirectUrl) => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = window.location.href;
    answerSubmitWith({ status: 'user_redirected', paymentId: 'p', redirectUrl });
    await submitAmountOnly();
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    expect(screen.getByText(/address we can't open safely/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
    expect(document.querySelector('a[href]:not([href^="http"])')).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it.each(['https://psp.example/pay?id=1', 'http://psp.example/pay'])(
    'follows %s once',
    async (redirectUrl) => {
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
      answerSubmitWith({ status: 'user_redirected', paymentId: 'p', redirectUrl });
      await submitAmountOnly();
      expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
      expect(assign).toHaveBeenCalledOnce();
      expect(assign.mock.calls[0]?.[0].href).toBe(redirectUrl);
    },
  );
});

describe('a refused provider URL', () => {
  it('keeps the payment on screen, the page where it is, with another method and support as ways forward', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    answerSubmitWith({ status: 'user_redirected', paymentId: 'p', redirectUrl: '/javascript:x' });
    const { store, user } = await submitAmountOnly();
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(store.getState().navigation.route).toBe('support');
  });

  it('goes back to the methods with "Choose another method"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerSubmitWith({ status: 'iframe_opened', paymentId: 'p', iframeUrl: '//evil.example' });
    const { store, user } = await submitAmountOnly();
    await user.click(await screen.findByRole('button', { name: 'Choose another method' }));
    expect(store.getState().payments.selectedMethodId.deposit).toBeNull();
    expect(screen.queryByText('We stopped an unsafe redirect')).not.toBeInTheDocument();
  });

  it('refuses a host the operator did not allow, and follows one it did', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const options = { allowedHosts: ['*.psp.example'] };
    answerSubmitWith({
      status: 'user_redirected',
      paymentId: 'p',
      redirectUrl: 'https://evil.example/',
    });
    const first = await submitAmountOnly(options);
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    first.unmount();

    answerSubmitWith({
      status: 'user_redirected',
      paymentId: 'p',
      redirectUrl: 'https://eu.psp.example/pay',
    });
    await submitAmountOnly(options);
    expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
    expect(assign.mock.calls[0]?.[0].href).toBe('https://eu.psp.example/pay');
  });
});

describe('provider frames', () => {
  it.each(UNSAFE_URLS)('never frames %j and tells the player', async (iframeUrl) => {
    answerSubmitWith({ status: 'iframe_opened', paymentId: 'p', iframeUrl });
    await submitAmountOnly();
    expect(await screen.findByText('We stopped an unsafe redirect')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('frames an https page in a sandbox that cannot navigate the top page or escape', async () => {
    answerSubmitWith({
      status: 'iframe_opened',
      paymentId: 'p',
      iframeUrl: 'https://acs.example/3ds?id=p',
    });
    await submitAmountOnly();
    const dialog = await screen.findByRole('dialog', { name: 'Payment provider' });
    const frames = dialog.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://acs.example/3ds?id=p');
    expectEveryIframeSandboxed();
  });
});
