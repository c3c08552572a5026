import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import { Skeleton } from '@common/ui/Skeleton';
import {
  useGetMethodFieldsQuery,
  errorMessageKey,
  methodDeselected,
  selectPaymentAction,
} from '@features/payments';
import { lazyComponent } from '@common/ui/lazyComponent';
import type { Field } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import {
  PaymentFormFooter,
  PaymentFormFrame,
  usePaymentFormController,
  usePaymentSubmission,
} from './paymentFormController';
import {
  probeForm,
  useFormRenderProbe,
  SavedProfilePicker,
  useFormRenderedEvent,
} from '@features/paymentForm';
import styles from '@features/paymentForm/PaymentForm.module.css';
import { Isolate, Sentence } from '@common/ui/Isolated';

// What a submit answered (result, provider dialog, redirect) is in its own chunk: the form loads
// it once it is on screen, so it is there before the player can press Deposit.
const SubmitResult = lazyComponent(
  () => import('./SubmitResult').then((module) => module.SubmitResult),
  { label: 'payments.form.loading', rows: 3 },
);
const UnconfirmedResult = lazyComponent(
  () => import('./SubmitResult').then((module) => module.UnconfirmedResult),
  { label: 'payments.form.loading', rows: 3 },
);

/** The chosen method's form: loads its fields from the server, then renders them. */
export function PaymentForm({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const action = useAppSelector(selectPaymentAction);
  const { data, error, isLoading, refetch } = useGetMethodFieldsQuery({
    methodId: method.id,
    action,
    currency: method.currency,
  });
  if (isLoading) return <Skeleton rows={5} label={t('payments.form.loading')} />;
  // A failed refetch (language change, profile saved) keeps the form and what was typed: only a
  // first load that failed shows the error.
  if (!data) {
    return (
      <Notice
        tone="error"
        title={t('payments.form.loadFailed')}
        action={{ label: t('common.retry'), onClick: () => void refetch() }}
      >
        {isApiError(error) ? t(errorMessageKey(error)) : t('payments.errors.generic')}
      </Notice>
    );
  }
  return (
    <PaymentFormBody method={method} fields={data.fields} fieldsVersion={data.fieldsVersion} />
  );
}

interface PaymentFormBodyProps {
  method: PaymentMethod;
  fields: readonly Field[];
  fieldsVersion: string;
}

/** Field types a saved card stands in for: only the security code is asked again. */
const COVERED_BY_SAVED_PROFILE: ReadonlySet<string> = new Set([
  'credit_card_number',
  'card_holder',
  'card_expiry_date',
]);

interface FieldChanges {
  added: string[];
  removed: string[];
}

/** What changed between two versions of a method's fields, by label (render-time state update). */
function useFieldChanges(fields: readonly Field[], fieldsVersion: string): FieldChanges | null {
  const [previous, setPrevious] = useState({ fields, fieldsVersion });
  const [changes, setChanges] = useState<FieldChanges | null>(null);
  if (previous.fieldsVersion !== fieldsVersion) {
    const before = new Set(previous.fields.map((field) => field.name));
    const after = new Set(fields.map((field) => field.name));
    const label = (field: Field) => field.label || field.name;
    setChanges({
      added: fields.filter((field) => !before.has(field.name)).map(label),
      removed: previous.fields.filter((field) => !after.has(field.name)).map(label),
    });
    setPrevious({ fields, fieldsVersion });
  }
  return changes;
}

function FieldsChangedNotice({ changes }: { changes: FieldChanges | null }) {
  const { t } = useTranslation();
  return (
    <Notice tone="warning" title={t('payments.form.fieldsChangedTitle')}>
      {changes && changes.added.length > 0 && (
        <p>
          <Sentence>
            {t('payments.form.fieldsAdded', { labels: changes.added.join(', ') })}
          </Sentence>
        </p>
      )}
      {changes && changes.removed.length > 0 && (
        <p>
          <Sentence>
            {t('payments.form.fieldsRemoved', { labels: changes.removed.join(', ') })}
          </Sentence>
        </p>
      )}
      <p>{t('payments.form.fieldsKept')}</p>
    </Notice>
  );
}

function PaymentFormBody({ method, fields, fieldsVersion }: PaymentFormBodyProps) {
  const { t } = useTranslation();
  useFormRenderProbe();
  const formId = useId();
  const dispatch = useAppDispatch();
  const action = useAppSelector(selectPaymentAction);
  const [savedProfileId, setSavedProfileId] = useState<string | null>(null);
  const visibleFields = useMemo(
    () =>
      savedProfileId === null
        ? fields
        : fields.filter((field) => !COVERED_BY_SAVED_PROFILE.has(field.type)),
    [fields, savedProfileId],
  );
  const controller = usePaymentFormController({
    action,
    method,
    fields: visibleFields,
    savedCardBrand: method.savedProfiles?.find((profile) => profile.id === savedProfileId)?.brand,
  });
  const changes = useFieldChanges(fields, fieldsVersion);
  const chooseMethod = () => dispatch(methodDeselected());
  const submission = usePaymentSubmission({
    controller,
    fieldsVersion,
    savedProfileId,
    chooseMethod,
  });
  const { attempt } = submission;

  useFormRenderedEvent(
    action,
    method,
    visibleFields,
    attempt.result === null && attempt.unconfirmed === null,
  );
  useEffect(() => {
    // A failed load is retried when the result shows.
    SubmitResult.preload().catch(() => undefined);
  }, []);

  if (attempt.unconfirmed) {
    return <UnconfirmedResult payment={attempt.unconfirmed} onDone={submission.again} />;
  }
  if (attempt.result) {
    return (
      <SubmitResult
        action={action}
        methodId={method.id}
        result={attempt.result}
        paid={attempt.paid}
        onDone={submission.again}
        onChooseMethod={chooseMethod}
        onLeave={attempt.keepForReturn}
      />
    );
  }

  const profileNeeded = visibleFields.some((field) => field.profileField);
  return probeForm(
    <PaymentFormFrame
      controller={controller}
      onValid={submission.onValid}
      idPrefix={formId}
      className={styles.form}
      aria-labelledby={`${formId}-title`}
      header={
        <>
          {/* Focused when the form is revealed on a narrow screen (Cashier.tsx). */}
          <h2 id={`${formId}-title`} className={styles.title} tabIndex={-1} data-form-title>
            <Isolate>{method.name}</Isolate>
          </h2>
          {(attempt.outdated || (changes && changes.added.length + changes.removed.length > 0)) && (
            <FieldsChangedNotice changes={changes} />
          )}
          <SavedProfilePicker
            method={method}
            selectedId={savedProfileId}
            onSelect={setSavedProfileId}
          />
          {profileNeeded && <p className={styles.note}>{t('payments.form.profileNeeded')}</p>}
        </>
      }
    >
      <PaymentFormFooter submission={submission} controller={controller} />
    </PaymentFormFrame>,
  );
}
