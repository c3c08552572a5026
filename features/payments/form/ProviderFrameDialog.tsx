import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/ui/Dialog';
import type { DialogCloseStatus } from '../model/contract';
import styles from './SubmitResult.module.css';

/**
 * The message a provider page in the dialog posts to end it (docs/http-api.md, "Provider frame protocol"):
 * `{ type: 'cashier:provider-result', status: 'success' | 'failure' }`, from the frame's origin.
 */
export const PROVIDER_RESULT_MESSAGE = 'cashier:provider-result';

function providerStatus(data: unknown): DialogCloseStatus | null {
  if (typeof data !== 'object' || data === null) return null;
  if (!('type' in data) || data.type !== PROVIDER_RESULT_MESSAGE || !('status' in data))
    return null;
  return data.status === 'success' || data.status === 'failure' ? data.status : null;
}

/**
 * The provider's page (e.g. 3-D Secure) in a sandboxed iframe inside a modal dialog. It closes
 * with `success` or `failure` when the page says so, and with `unknown` when the player closes it.
 */
export function ProviderFrameDialog({
  url,
  onClose,
  restoreFocus,
}: {
  url: URL;
  onClose: (status: DialogCloseStatus) => void;
  /** Where focus goes on close (the form that opened the dialog is gone by then). */
  restoreFocus?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the framed page may end the dialog: check both its origin and its window.
      if (event.origin !== url.origin || event.source !== frame.current?.contentWindow) return;
      const status = providerStatus(event.data);
      if (status) onClose(status);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [url, onClose]);

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
      <iframe
        ref={frame}
        className={styles.frame}
        src={url.href}
        title={t('payments.result.providerFrame')}
        // No top navigation, no modals: the provider page can only run its own form and scripts.
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        referrerPolicy="origin"
        allow="payment"
      />
    </Dialog>
  );
}
