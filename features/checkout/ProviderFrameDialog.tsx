import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@common/ui/Dialog';
import { focusedElementNear } from '@common/ui/focus';
import type { DialogCloseStatus } from '@features/payments';
import { navigation } from './navigation';
import styles from './SubmitResult.module.css';

/**
 * The message a provider page in the dialog posts to end it (docs/http-api.md):
 * `{ type: 'cashier:provider-result', status: 'success' | 'failure' }`, from the frame's origin.
 * Only a hint that the page is done: the cashier then asks the back end how the payment ended and
 * tells the player that (submit/FrameResult.tsx), never the page's word.
 */
export const PROVIDER_RESULT_MESSAGE = 'cashier:provider-result';

/**
 * The message a provider page posts once it is on screen in the dialog: `{ type:
 * 'cashier:provider-ready' }`, from the frame's origin. Optional, and the only way a page of
 * another origin can say it loaded (see {@link FRAME_LOAD_TIMEOUT_MS}).
 */
export const PROVIDER_READY_MESSAGE = 'cashier:provider-ready';

/**
 * How long the provider's page has to show that it loaded before the dialog offers to continue in
 * a new window.
 *
 * A page that refuses to be framed (`X-Frame-Options`, CSP `frame-ancestors`) fires no error
 * event: Chromium shows its own error page in the frame and fires `load` for it, just as for the
 * real page. So `load` alone proves nothing. The dialog counts the page as loaded only on a signal
 * that a refused frame cannot give:
 * - the page's own message ({@link PROVIDER_READY_MESSAGE}, or a result), from the frame's window
 *   and origin;
 * - a `load` after which the frame's document can be read and is the provider's origin: pages of
 *   the cashier's own origin (the mock provider pages). Chromium's error page is readable by no one.
 *
 * The other way round, a `load` whose document cannot be read although the URL is of the cashier's
 * own origin (whose pages the sandbox's `allow-same-origin` leaves readable) is the error page of a
 * refusal: the offer comes at once. (A same-origin URL that redirects to another origin looks the
 * same; the offer is then early but harmless, see below.)
 *
 * A page of another origin that sends no message cannot be told from a refused one: for it the
 * offer comes after the time limit. It is then beside the frame, not over it, so a page that did
 * load stays usable and the offer is harmless. When a signal comes after the offer, the offer goes
 * away (unless the player already used it): the page is there to be used in place.
 */
export const FRAME_LOAD_TIMEOUT_MS = 8000;

function messageType(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  return typeof data.type === 'string' ? data.type : null;
}

function providerStatus(data: unknown): DialogCloseStatus | null {
  if (messageType(data) !== PROVIDER_RESULT_MESSAGE) return null;
  if (typeof data !== 'object' || data === null || !('status' in data)) return null;
  return data.status === 'success' || data.status === 'failure' ? data.status : null;
}

/**
 * What a frame's `load` says about `url` (see {@link FRAME_LOAD_TIMEOUT_MS}): `page` when its
 * document is readable and `url`'s origin; `refused` when it is not readable though `url` is of the
 * cashier's own origin; otherwise `unknown` (another origin: the real provider, or a refused
 * frame's error page, cannot be told apart).
 */
function whatFrameShows(frame: HTMLIFrameElement, url: URL): 'page' | 'refused' | 'unknown' {
  let document: Document | null;
  try {
    document = frame.contentDocument;
  } catch {
    document = null;
  }
  if (document === null) return url.origin === window.location.origin ? 'refused' : 'unknown';
  if (document.URL === 'about:blank') return 'unknown';
  try {
    return new URL(document.URL).origin === url.origin ? 'page' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface ProviderFrameDialogProps {
  url: URL;
  onClose: (status: DialogCloseStatus) => void;
  /** Where focus goes on close (the form that opened the dialog is gone by then). */
  restoreFocus?: () => HTMLElement | null | undefined;
  /** The player continues in a new window: keep the payment (called before the window opens). */
  onLeave: () => void;
  /** The provider's page was opened in a new window (or its link followed): the dialog is done. */
  onOpenedElsewhere: () => void;
}

/**
 * The provider's page (e.g. 3-D Secure) in a sandboxed iframe inside a modal dialog. It closes
 * with `success` or `failure` when the page says it is done (a hint: the caller asks the back end
 * for the outcome), and with `unknown` when the player closes it.
 * A page that has not shown it loaded within {@link FRAME_LOAD_TIMEOUT_MS} is offered in a new
 * window; a blocked window leaves a plain link.
 */
export function ProviderFrameDialog({
  url,
  onClose,
  restoreFocus,
  onLeave,
  onOpenedElsewhere,
}: ProviderFrameDialogProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const [loaded, setLoaded] = useState(false);
  /** The time limit passed, or a load showed the frame was refused. */
  const [late, setLate] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const offered = blocked || (late && !loaded);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the framed page may end the dialog: check both its origin and its window.
      if (event.origin !== url.origin || event.source !== frame.current?.contentWindow) return;
      const type = messageType(event.data);
      if (type === PROVIDER_READY_MESSAGE || type === PROVIDER_RESULT_MESSAGE) setLoaded(true);
      const status = providerStatus(event.data);
      if (status) onClose(status);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [url, onClose]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setLate(true);
    }, FRAME_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [url]);

  // The way forward takes focus, unless the player is busy in the provider's page (a page of
  // another origin that loaded and sent no message): the status line tells them instead.
  useEffect(() => {
    if (!offered) return;
    const target = blocked ? link.current : continueButton.current;
    if (target && focusedElementNear(target) !== frame.current) target.focus();
  }, [offered, blocked]);

  const continueInNewWindow = () => {
    // Kept first, exactly as before a redirect: whatever the new window does, the payment is known.
    onLeave();
    if (navigation.openNewWindow(url)) onOpenedElsewhere();
    else setBlocked(true);
  };

  return (
    <Dialog
      wide
      title={t('payments.result.providerFrame')}
      closeLabel={t('payments.result.closeFrame')}
      onDismiss={() => {
        onClose('unknown');
      }}
      {...(restoreFocus ? { restoreFocus } : {})}
    >
      <div className={styles.fallback}>
        {/* Always in the page, so that screen readers announce the text when it appears. */}
        <p role="status" className={styles.fallbackText}>
          {offered &&
            t(blocked ? 'payments.result.newWindowBlocked' : 'payments.result.frameNotOpened')}
        </p>
        {offered &&
          (blocked ? (
            <a
              ref={link}
              href={url.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                // After the click: a link taken out of the page during its click opens nothing.
                setTimeout(onOpenedElsewhere, 0);
              }}
            >
              {t('payments.result.newWindowLink')}
            </a>
          ) : (
            <button
              ref={continueButton}
              type="button"
              className="button button-primary"
              onClick={continueInNewWindow}
            >
              {t('payments.result.continueNewWindow')}
            </button>
          ))}
      </div>
      <iframe
        ref={frame}
        className={styles.frame}
        src={url.href}
        title={t('payments.result.providerFrame')}
        // No top navigation, no modals: the provider page can only run its own form and scripts.
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        referrerPolicy="origin"
        allow="payment"
        onLoad={(event) => {
          const shown = whatFrameShows(event.currentTarget, url);
          // The latest load decides: the page may go on to one that refuses to be framed.
          if (shown === 'page') setLoaded(true);
          else if (shown === 'refused') {
            setLoaded(false);
            setLate(true);
          }
        }}
      />
    </Dialog>
  );
}
