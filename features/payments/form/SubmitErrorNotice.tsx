import { useTranslation } from 'react-i18next';
import type { ApiError } from '@store/apiError';
import { Notice } from '@/ui/Notice';
import type { PaymentAction } from '../model/contract';
import type { NextStep } from '../model/errorMessages';
import { errorGuidance } from '../model/errorMessages';
import { useNotificationShown } from './useNotificationShown';

const NEXT_STEP_LABELS = {
  retry: 'payments.errors.next.retry',
  chooseMethod: 'payments.errors.next.chooseMethod',
  checkFields: 'payments.errors.next.checkFields',
  completeProfile: 'payments.errors.next.completeProfile',
  contactSupport: 'payments.errors.next.contactSupport',
} as const satisfies Record<NextStep, string>;

export interface SubmitErrorNoticeProps {
  action: PaymentAction;
  error: ApiError;
  /** Carries out a next step; `contactSupport` has no button until a support channel is wired. */
  onNextStep: (step: Exclude<NextStep, 'contactSupport'>) => void;
}

/** Why the payment failed, in the player's words, and the one thing to do next. */
export function SubmitErrorNotice({ action, error, onNextStep }: SubmitErrorNoticeProps) {
  const { t } = useTranslation();
  const { message, next } = errorGuidance(error);
  // The server's own message is more specific than ours when it sent one (server text: as text).
  const detail = error.kind === 'http' && error.message ? error.message : t(message);
  useNotificationShown({ severity: 'error', code: error.status ?? error.type, message: detail });
  return (
    <Notice
      tone="error"
      title={t(
        action === 'deposit' ? 'payments.form.depositFailed' : 'payments.form.cashoutFailed',
      )}
      {...(next === 'contactSupport'
        ? {}
        : {
            action: {
              label: t(NEXT_STEP_LABELS[next]),
              onClick: () => {
                onNextStep(next);
              },
            },
          })}
    >
      {detail}
      {next === 'contactSupport' && <> {t('payments.errors.supportHint')}</>}
    </Notice>
  );
}
