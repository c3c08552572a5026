import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@store/hooks';
import { notificationShown } from '@features/payments';

export type ShownNotification = ReturnType<typeof notificationShown>['payload'];

/**
 * Reports a message the player can see (`payments/notificationShown`) once while it is on screen.
 * The same notice re-rendered — in another language, or by StrictMode's second effect run — is
 * not reported again; `null` reports nothing.
 */
export function useNotificationShown(notification: ShownNotification | null): void {
  const dispatch = useAppDispatch();
  const reported = useRef<string | null>(null);
  const severity = notification?.severity;
  const code = notification?.code;
  const message = notification?.message;
  const paymentId = notification?.paymentId;
  useEffect(() => {
    if (severity === undefined || code === undefined || message === undefined) return;
    const signature = JSON.stringify([severity, code, paymentId ?? null]);
    if (reported.current === signature) return;
    reported.current = signature;
    dispatch(
      notificationShown({
        severity,
        code,
        message,
        ...(paymentId === undefined ? {} : { paymentId }),
      }),
    );
  }, [dispatch, severity, code, message, paymentId]);
}
