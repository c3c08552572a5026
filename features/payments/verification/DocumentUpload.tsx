import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { useAppDispatch } from '@store/hooks';
import { Notice } from '@/ui/Notice';
import { useUploadVerificationDocumentMutation } from '../api/paymentsApi';
import type { Field } from '../api/schemas';
import { VERIFICATION_DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_TYPES } from '../api/schemas';
import { SealedSecrets } from '../api/sealedSecrets';
import { AttachmentField } from '../form/fields/AttachmentField';
import type { PaymentFormValues } from '../form/formContext';
import { verificationDocumentUploaded, verificationStatusChanged } from '../model/events';
import styles from './Verification.module.css';

const DOCUMENT = 'document';

/**
 * One identity document through the `attachment` field type (form/fields/AttachmentField.tsx:
 * accepted types and size shown first, a wrong file refused at once), sent to
 * `POST /verification/documents`. The file stays in the form and a sealed argument
 * (api/sealedSecrets.ts): never in Redux, DevTools or an event. The answer (usually `pending`)
 * goes into the cached config, which moves the gate on.
 */
export function DocumentUpload() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
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
    const document = values[DOCUMENT];
    if (typeof document !== 'string' || document === '') return;
    const sealed = new SealedSecrets({ [DOCUMENT]: document });
    try {
      const { verification } = await upload({ document: sealed }).unwrap();
      dispatch(verificationDocumentUploaded({ status: verification.status }));
      dispatch(verificationStatusChanged({ status: verification.status, source: 'upload' }));
    } catch {
      // Shown below from the mutation's error.
    } finally {
      sealed.discard();
    }
  };

  const detail = isApiError(error) ? (error.fields?.[DOCUMENT] ?? error.message) : undefined;
  return (
    <FormProvider {...form}>
      <form
        className={styles.upload}
        noValidate
        aria-labelledby="verification-upload-title"
        onSubmit={(event) => {
          void form.handleSubmit(send)(event);
        }}
      >
        <h3 id="verification-upload-title" className={styles.subtitle}>
          {t('payments.verification.uploadTitle')}
        </h3>
        <AttachmentField field={field} inputId="verification-document" />
        {error !== undefined && !isLoading && (
          <Notice tone="error" title={t('payments.verification.uploadFailed')}>
            {detail}
          </Notice>
        )}
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {t(isLoading ? 'payments.verification.uploading' : 'payments.verification.upload')}
        </button>
      </form>
    </FormProvider>
  );
}
