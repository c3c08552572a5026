import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { useAppDispatch } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import { ServerDetail } from '@common/ui/ServerDetail';
import {
  useUploadVerificationDocumentMutation,
  SealedSecrets,
  verificationDocumentUploaded,
  verificationStatusChanged,
} from '@features/payments';
import type { Field } from '@contract/payments/fields';
import type { VerificationDocument } from '@contract/payments/player';
import {
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
} from '@contract/payments/player';
import { AttachmentField } from '@features/paymentForm';
import type { PaymentFormValues } from '@features/paymentForm';
import type {
  VerificationDocumentKind,
  VerificationDocumentStatus,
} from '@contract/payments/lists';
import { awaitsUpload } from '@features/playerRules';
import styles from './Verification.module.css';
import { Isolate } from '@common/ui/Isolated';

const DOCUMENT = 'document';

/** What each document is called (a title of its own, and the upload's subject). */
export const DOCUMENT_KIND_KEYS = {
  identity: 'payments.verification.kind.identity',
  proof_of_address: 'payments.verification.kind.proof_of_address',
  payment_method: 'payments.verification.kind.payment_method',
  selfie: 'payments.verification.kind.selfie',
  source_of_funds: 'payments.verification.kind.source_of_funds',
} as const satisfies Record<VerificationDocumentKind, string>;

const STATUS_KEYS = {
  required: 'payments.verification.documentStatus.required',
  pending: 'payments.verification.documentStatus.pending',
  accepted: 'payments.verification.documentStatus.accepted',
  rejected: 'payments.verification.documentStatus.rejected',
} as const satisfies Record<VerificationDocumentStatus, string>;

/**
 * One asked-for document, in a slot of its own: what it is, where it stands, why it was not
 * accepted (server text), and while it awaits a file the `attachment` field type
 * (form/fields/AttachmentField.tsx: accepted types and size shown first, a wrong file refused at
 * once), sent to `POST /verification/documents` with its `kind`. The file stays in this slot's form
 * and a sealed argument (api/sealedSecrets.ts): never in Redux, DevTools or an event. The answer
 * goes into the cached config, which moves this slot (and the gate) on.
 */
export function DocumentUpload({ document }: { document: VerificationDocument }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { kind, status, reason } = document;
  const form = useForm<PaymentFormValues>({ mode: 'onTouched', defaultValues: { [DOCUMENT]: '' } });
  const [upload, { isLoading, error }] = useUploadVerificationDocumentMutation();
  const field = useMemo<Field>(
    () => ({
      name: DOCUMENT,
      type: 'attachment',
      label: t('payments.verification.document'),
      required: true,
      accept: [...VERIFICATION_DOCUMENT_TYPES],
      maxSizeBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
    }),
    [t],
  );

  const send = async (values: PaymentFormValues) => {
    const file = values[DOCUMENT];
    if (typeof file !== 'string' || file === '') return;
    const sealed = new SealedSecrets({ [DOCUMENT]: file });
    try {
      const { verification } = await upload({ kind, document: sealed }).unwrap();
      dispatch(verificationDocumentUploaded({ status: verification.status }));
      dispatch(verificationStatusChanged({ status: verification.status, source: 'upload' }));
    } catch {
      // Shown below from the mutation's error.
    } finally {
      sealed.discard();
    }
  };

  const titleId = `verification-${kind}-title`;
  const detail = isApiError(error) ? (error.fields?.[DOCUMENT] ?? error.message) : undefined;
  return (
    <section className={styles.slot} aria-labelledby={titleId} data-status={status}>
      <h3 id={titleId} className={styles.subtitle}>
        {t(DOCUMENT_KIND_KEYS[kind])}
      </h3>
      <p className={styles.slotStatus}>{t(STATUS_KEYS[status])}</p>
      {status === 'rejected' && reason !== undefined && reason !== '' && (
        <p className={styles.reason}>
          <span className={styles.reasonLabel}>{t('payments.verification.reasonRejected')}</span>{' '}
          <Isolate>{reason}</Isolate>
        </p>
      )}
      {awaitsUpload(document) && (
        <FormProvider {...form}>
          <form
            className={styles.upload}
            noValidate
            onSubmit={(event) => {
              void form.handleSubmit(send)(event);
            }}
          >
            <AttachmentField field={field} inputId={`verification-${kind}`} />
            {error !== undefined && !isLoading && (
              <Notice tone="error" title={t('payments.verification.uploadFailed')}>
                <ServerDetail label={t('payments.verification.reasonRejected')} text={detail} />
              </Notice>
            )}
            <button type="submit" className="button button-primary" disabled={isLoading}>
              {t(isLoading ? 'payments.verification.uploading' : 'payments.verification.upload')}
            </button>
          </form>
        </FormProvider>
      )}
    </section>
  );
}
