// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@testing/render';
import {
  FRAME_LOAD_TIMEOUT_MS,
  PROVIDER_READY_MESSAGE,
  PROVIDER_RESULT_MESSAGE,
  ProviderFrameDialog,
} from './ProviderFrameDialog';
import { navigation } from './navigation';

const PROVIDER = new URL('https://acs.example/3ds?id=p1');
const OFFER = "The payment page didn't open here. Continue in a new window.";
const BLOCKED =
  'Your browser blocked the new window. Open the payment page with this link instead.';

function openDialog(url = PROVIDER) {
  const calls: string[] = [];
  const onClose = vi.fn();
  const onLeave = vi.fn(() => {
    calls.push('leave');
  });
  const onOpenedElsewhere = vi.fn(() => {
    calls.push('openedElsewhere');
  });
  renderWithProviders(
    <ProviderFrameDialog
      url={url}
      onClose={onClose}
      onLeave={onLeave}
      onOpenedElsewhere={onOpenedElsewhere}
    />,
    { lazyPart: true },
  );
  const dialog = screen.getByRole('dialog', { name: 'Payment provider' });
  const frame = within(dialog).getByTitle<HTMLIFrameElement>('Payment provider');
  return { dialog, frame, calls, onClose, onLeave, onOpenedElsewhere };
}

/** The framed page posts `data` to the cashier (from its own window and origin). */
function framePosts(frame: HTMLIFrameElement, data: unknown, origin = PROVIDER.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, source: frame.contentWindow, data }),
    );
  });
}

/** The frame fires `load` showing `document` (null: one the cashier may not read). */
function frameLoads(frame: HTMLIFrameElement, document: { URL: string } | null) {
  Object.defineProperty(frame, 'contentDocument', { configurable: true, get: () => document });
  fireEvent.load(frame);
}

function timeLimitPasses() {
  act(() => {
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
  });
}

const continueButton = () => screen.queryByRole('button', { name: 'Continue in a new window' });

describe('ProviderFrameDialog: a provider page that does not open in the frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers to continue in a new window once the time limit passes without a sign of the page, and not before', () => {
    const { dialog } = openDialog();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1);
    });
    expect(continueButton()).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    // Announced in a live region that was already there, and the way forward has focus.
    expect(status).toHaveTextContent(OFFER);
    expect(continueButton()).toHaveFocus();
    // The frame stays, and so does the way to cancel.
    expect(within(dialog).getByTitle('Payment provider')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Close the payment window' }),
    ).toBeInTheDocument();
  });

  it('counts a load of another origin it cannot read as no sign (a refused frame shows an error page)', () => {
    const { frame } = openDialog();
    frameLoads(frame, null);
    expect(continueButton()).toBeNull();
    timeLimitPasses();
    expect(continueButton()).toBeInTheDocument();
  });

  it('offers it at once when a load of its own origin cannot be read (a refusal), even after a page had loaded', () => {
    const { frame } = openDialog(new URL('/mock-provider/no-frame.html', window.location.origin));
    frameLoads(frame, { URL: `${window.location.origin}/mock-provider/no-frame.html` });
    expect(continueButton()).toBeNull();
    frameLoads(frame, null);
    expect(screen.getByRole('status')).toHaveTextContent(OFFER);
    expect(continueButton()).toHaveFocus();
  });

  it('does not offer it when the page says it is ready', () => {
    const { frame } = openDialog();
    framePosts(frame, { type: PROVIDER_READY_MESSAGE });
    timeLimitPasses();
    expect(continueButton()).toBeNull();
    expect(screen.queryByText(OFFER)).toBeNull();
  });

  it('does not offer it when a page of its own origin loaded and can be read', () => {
    const { frame } = openDialog();
    frameLoads(frame, { URL: 'https://acs.example/3ds?id=p1&step=2' });
    timeLimitPasses();
    expect(continueButton()).toBeNull();
  });

  it('ignores a ready message from another origin, and a readable page of another origin', () => {
    const { frame } = openDialog();
    framePosts(frame, { type: PROVIDER_READY_MESSAGE }, 'https://evil.example');
    frameLoads(frame, { URL: 'https://evil.example/' });
    timeLimitPasses();
    expect(continueButton()).toBeInTheDocument();
  });

  it('withdraws the offer when the page says it is ready after all', () => {
    const { frame } = openDialog();
    timeLimitPasses();
    expect(continueButton()).toBeInTheDocument();
    framePosts(frame, { type: PROVIDER_READY_MESSAGE });
    expect(continueButton()).toBeNull();
  });

  it('still closes with the result the page posts', () => {
    const { frame, onClose } = openDialog();
    timeLimitPasses();
    framePosts(frame, { type: PROVIDER_RESULT_MESSAGE, status: 'success' });
    expect(onClose).toHaveBeenCalledWith('success');
  });

  it('keeps the payment first, then opens the page in a new window, and is done', () => {
    const { calls, onClose } = openDialog();
    const open = vi.spyOn(navigation, 'openNewWindow').mockImplementation((url) => {
      calls.push(`open ${url.href}`);
      return true;
    });
    timeLimitPasses();
    fireEvent.click(continueButton()!);
    expect(open).toHaveBeenCalledWith(PROVIDER);
    expect(calls).toEqual(['leave', `open ${PROVIDER.href}`, 'openedElsewhere']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the new window, and leaves a plain link to the page', () => {
    vi.spyOn(navigation, 'openNewWindow').mockReturnValue(false);
    const { dialog, onLeave, onOpenedElsewhere } = openDialog();
    timeLimitPasses();
    fireEvent.click(continueButton()!);
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onOpenedElsewhere).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(BLOCKED);
    const link = within(dialog).getByRole('link', {
      name: 'Open the payment page in a new window',
    });
    expect(link).toHaveAttribute('href', PROVIDER.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveFocus();
    expect(continueButton()).toBeNull();

    // Followed: the dialog is done once the click has opened the link.
    fireEvent.click(link, { button: 0 });
    expect(onOpenedElsewhere).not.toHaveBeenCalled();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(onOpenedElsewhere).toHaveBeenCalledTimes(1);
  });

  it('leaves focus in the provider page when the player is using it as the offer comes', () => {
    const { frame } = openDialog();
    frame.focus();
    expect(frame).toHaveFocus();
    timeLimitPasses();
    expect(continueButton()).toBeInTheDocument();
    expect(frame).toHaveFocus();
  });
});

describe('navigation.openNewWindow', () => {
  it('opens an empty window, cuts its opener before sending it to the URL, and says it opened', () => {
    const popup = { opener: window as unknown, location: { replace: vi.fn() } };
    // The provider's page never gets a handle on the cashier: the opener is gone before it loads.
    popup.location.replace.mockImplementation(() => {
      expect(popup.opener).toBeNull();
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    expect(navigation.openNewWindow(PROVIDER)).toBe(true);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).toHaveBeenCalledWith(PROVIDER.href);
  });

  it('says the window was blocked when the browser gives none', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(navigation.openNewWindow(PROVIDER)).toBe(false);
  });
});
