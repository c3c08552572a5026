import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import type { Field } from '@contract/payments/fields';
import { supportRequested } from '@features/payments';
import { useNotificationShown } from './useNotificationShown';
import { Sentence } from '@common/ui/Isolated';

/** The code this refusal is reported and handed to support with. */
export const UNSHOWABLE_FIELD_CODE = 'UNSHOWABLE_REQUIRED_FIELD';

export interface UnshowableFieldNoticeProps {
  /** The required field the cashier cannot show (fieldRegistry.ts `blockingField`). */
  field: Field;
  methodId: string;
  chooseMethod: () => void;
}

/**
 * In the submit button's place when the method needs a field the cashier cannot show: the payment
 * cannot be made here, why, and the two ways forward (another method, or support).
 */
export function UnshowableFieldNotice({
  field,
  methodId,
  chooseMethod,
}: UnshowableFieldNoticeProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const label = field.label.trim() || field.name;
  const message = t('payments.form.unshowable.body', { label });
  useNotificationShown({ severity: 'error', code: UNSHOWABLE_FIELD_CODE, message });
  return (
    <Notice tone="error" title={t('payments.form.unshowable.title')}>
      <p>
        <Sentence>{message}</Sentence>
      </p>
      <p>
        <button type="button" className="button button-secondary" onClick={chooseMethod}>
          {t('payments.errors.next.chooseMethod')}
        </button>{' '}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch(supportRequested({ methodId, code: UNSHOWABLE_FIELD_CODE }))}
        >
          {t('payments.errors.next.contactSupport')}
        </button>
      </p>
    </Notice>
  );
}
