import { useEffect, useId, useRef } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { useAppDispatch } from '@store/hooks';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { Notice } from '@common/ui/Notice';
import { Skeleton } from '@common/ui/Skeleton';
import { Spinner } from '@common/ui/Spinner';
import {
  useConfigQuery,
  amountExample,
  amountValueDecimal,
  amountValueReading,
  amountValueText,
  currencyDecimals,
  errorMessageKey,
  formatMoney,
  paymentFormRendered,
  typedAmount,
} from '@features/payments';
import type { ConversionMethodsResponse } from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import type { AmountValue } from '@features/payments';
import styles from './ConversionForm.module.css';
import { mercuryoWidgetUrl } from './mercuryoUrl';
import { useConversionQuote } from './useConversionQuote';
import { Isolate } from '@common/ui/Isolated';

type ConversionMethod = ConversionMethodsResponse['methods'][number];

interface ConversionValues {
  crypto: string;
  /** Read once, in the language it was typed in (model/typedAmount.ts). */
  amount: AmountValue;
}

const FIELD_NAMES: (keyof ConversionValues)[] = ['crypto', 'amount'];

/**
 * Buy crypto with fiat (deposit, `mercuryo_crypto`) or sell it for fiat (cash-out,
 * `mercuryo_fiat`) through Mercuryo: a live quote as the player types, then Mercuryo's own widget
 * (production or sandbox, per `config.mercuryoMode`) in a new tab.
 */
export function ConversionForm({
  method,
  action,
  fiat,
}: {
  method: ConversionMethod;
  action: PaymentAction;
  fiat: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const config = useConfigQuery(undefined);
  const form = useForm<ConversionValues>({
    defaultValues: { crypto: method.currencies[0] ?? '', amount: '' },
  });
  const crypto = useWatch({ control: form.control, name: 'crypto' });
  const {
    field: { ref: amountRef, name: amountName, value: amountValue, onChange, onBlur },
    fieldState: amountState,
  } = useController({ control: form.control, name: 'amount' });
  const normalized = amountValueDecimal(amountValue);
  const buying = action === 'deposit';
  const quote = useConversionQuote(
    normalized && normalized !== '0' && crypto
      ? {
          methodId: method.id,
          from: buying ? fiat : crypto,
          to: buying ? crypto : fiat,
          amount: normalized,
        }
      : null,
  );

  // `payments/formRendered` once the form is on screen (the ref skips StrictMode's second run).
  const dispatch = useAppDispatch();
  const formOnScreen = config.data !== undefined;
  const reported = useRef(false);
  useEffect(() => {
    if (!formOnScreen || reported.current) return;
    reported.current = true;
    dispatch(
      paymentFormRendered({
        action,
        methodId: method.id,
        currency: fiat,
        fieldNames: [...FIELD_NAMES],
      }),
    );
  }, [dispatch, formOnScreen, action, method.id, fiat]);

  if (config.isLoading) return <Skeleton rows={3} label={t('payments.conversion.loading')} />;
  if (!config.data) {
    return (
      <Notice
        tone="error"
        title={t('payments.form.loadFailed')}
        action={{ label: t('common.retry'), onClick: () => void config.refetch() }}
      >
        {isApiError(config.error) ? t(errorMessageKey(config.error)) : t('payments.errors.generic')}
      </Notice>
    );
  }

  const unit = buying ? fiat : crypto;
  // A separator the language does not use, or one that could mean two amounts, is refused with
  // an amount written the player's way (once the player has left the field).
  const reading = amountValueReading(amountValue);
  const example = amountExample(i18n.language, Math.min(currencyDecimals(unit), 8));
  const amountError = !amountState.isTouched
    ? undefined
    : reading.kind === 'ambiguous'
      ? t('payments.amountInput.ambiguous', { example })
      : reading.kind === 'foreignSeparator'
        ? t('payments.amountInput.separator', { example })
        : undefined;
  const widgetUrl =
    quote.status === 'success' && normalized
      ? mercuryoWidgetUrl({
          mode: config.data.mercuryoMode,
          action,
          crypto,
          fiat,
          amount: normalized,
          widgetId: import.meta.env.VITE_MERCURYO_WIDGET_ID,
        })
      : null;

  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} noValidate>
      {/* Focused when the form is revealed on a narrow screen (Cashier.tsx). */}
      <h2 id={`${id}-title`} className={styles.title} tabIndex={-1} data-form-title>
        <Isolate>{method.name}</Isolate>
      </h2>
      <FieldShell inputId={`${id}-crypto`} label={t('payments.conversion.crypto')}>
        <select id={`${id}-crypto`} className="input" {...form.register('crypto')}>
          {method.currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell
        inputId={`${id}-amount`}
        error={amountError}
        label={t(buying ? 'payments.conversion.payAmount' : 'payments.conversion.sellAmount', {
          currency: unit,
        })}
      >
        <input
          id={`${id}-amount`}
          className="input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={`${describedBy(`${id}-amount`, undefined)} ${id}-quote`}
          aria-invalid={amountError ? true : undefined}
          ref={amountRef}
          name={amountName}
          value={amountValueText(amountValue, i18n.language)}
          onChange={(event) => {
            onChange(typedAmount(event.target.value, i18n.language));
          }}
          onBlur={onBlur}
        />
      </FieldShell>
      <p id={`${id}-quote`} className={styles.quote} aria-live="polite" data-status={quote.status}>
        {quote.status === 'loading' && (
          <>
            <Spinner /> {t('payments.conversion.quoting')}
          </>
        )}
        {quote.status === 'success' &&
          t('payments.conversion.quote', {
            amount: formatMoney(quote.data?.toAmount ?? '0', buying ? crypto : fiat, i18n.language),
            rate: formatMoney(quote.data?.rate ?? '0', buying ? fiat : crypto, i18n.language),
            unit: buying ? crypto : fiat,
          })}
        {quote.status === 'failed' && t('payments.conversion.quoteFailed')}
      </p>
      {widgetUrl ? (
        <a
          className="button button-primary"
          href={widgetUrl.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('payments.conversion.continue')}
        </a>
      ) : (
        <button type="button" className="button button-primary" aria-disabled="true">
          {t('payments.conversion.continue')}
        </button>
      )}
      <p className={styles.note}>{t('payments.conversion.note')}</p>
    </form>
  );
}
