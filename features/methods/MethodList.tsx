import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { Notice } from '@common/ui/Notice';
import { Skeleton } from '@common/ui/Skeleton';
import {
  useGetConversionMethodsQuery,
  useGetMethodsQuery,
  selectPaymentInProgress,
  methodSelected,
  selectPaymentAction,
  selectSelectedMethodId,
  cardBrandList,
  conversionSelectionId,
  errorMessageKey,
} from '@features/payments';
import { useOfferedCurrency } from './useOfferedCurrency';
import styles from './MethodList.module.css';
import { MethodTerms } from './MethodTerms';
import { Code, Isolate, Sentence } from '@common/ui/Isolated';
import { withUnusableWalletsLast } from './walletSupport';

export interface MethodListProps {
  /**
   * Called after the player chose a method (`id`, a conversion method's selection id included);
   * `byKeyboard` when a key chose it (arrows or Space), where focus must stay in the radio group.
   */
  onChosen?: ((id: string, byKeyboard: boolean) => void) | undefined;
}

/** The methods offered for the current action and currency, as a keyboard-friendly radio group. */
export function MethodList({ onChosen }: MethodListProps = {}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  // Whether the next choice comes from a key: a keydown in the list comes before the radio's
  // change, a pointer before its click. A screen reader's activation brings neither: not a key.
  const byKeyboard = useRef(false);
  const choose = (id: string) => {
    dispatch(methodSelected(id));
    onChosen?.(id, byKeyboard.current);
    byKeyboard.current = false;
  };
  const action = useAppSelector(selectPaymentAction);
  const { currency, config } = useOfferedCurrency();
  const selectedId = useAppSelector(selectSelectedMethodId);
  const paying = useAppSelector(selectPaymentInProgress);
  const args = currency === null ? skipToken : { action, currency };
  // The rows render from a deferred answer: React renders them in a transition, in slices, so the
  // first answer's render (the page's longest task on a slow phone) does not block input.
  const { data, error, isLoading, isFetching, isError, refetch } = useDeferredValue(
    useGetMethodsQuery(args),
  );
  // Complementary conversion methods are optional: the list works without them.
  const conversion = useGetConversionMethodsQuery(args);

  if (currency === null && config.isError) {
    return (
      <Notice
        tone="error"
        title={t('payments.methods.loadFailed')}
        action={{ label: t('common.retry'), onClick: () => void config.refetch() }}
      >
        {isApiError(config.error) ? t(errorMessageKey(config.error)) : t('payments.errors.generic')}
      </Notice>
    );
  }
  if (isLoading || (currency === null && config.data === undefined)) {
    return <Skeleton rows={4} label={t('payments.methods.loading')} />;
  }

  if (isError) {
    return (
      <Notice
        tone="error"
        title={t('payments.methods.loadFailed')}
        action={{ label: t('common.retry'), onClick: () => void refetch() }}
      >
        {isApiError(error) ? t(errorMessageKey(error)) : t('payments.errors.generic')}
      </Notice>
    );
  }

  const methods = data?.methods ?? [];
  if (methods.length === 0) {
    return (
      <Notice tone="info" title={t('payments.methods.emptyTitle')}>
        {t(
          action === 'deposit' ? 'payments.methods.emptyDeposit' : 'payments.methods.emptyCashout',
          {
            currency,
          },
        )}
      </Notice>
    );
  }

  return (
    <div
      className={styles.groups}
      onKeyDown={() => {
        byKeyboard.current = true;
      }}
      onPointerDown={() => {
        byKeyboard.current = false;
      }}
    >
      <fieldset className={styles.list} aria-busy={isFetching} disabled={paying}>
        <legend className={styles.legend}>{t('payments.methods.legend')}</legend>
        {withUnusableWalletsLast(methods, window).map(({ method, unusable }) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="payment-method"
              className={styles.radio}
              value={method.id}
              checked={method.id === selectedId}
              onChange={() => {
                choose(method.id);
              }}
            />
            <span className={styles.text}>
              {/* Server text, either direction: each keeps its own, on the row's start side. */}
              <span className={styles.name}>
                <Isolate>{method.name}</Isolate>
              </span>
              {method.acceptedCardBrands && (
                <span className={styles.description}>
                  <Sentence>
                    {t('payments.methods.acceptedCards', {
                      brands: cardBrandList(method.acceptedCardBrands, i18n.language),
                    })}
                  </Sentence>
                </span>
              )}
              {method.description && (
                <span className={styles.description}>
                  <Isolate>{method.description}</Isolate>
                </span>
              )}
              <span className={styles.terms}>
                <MethodTerms method={method} />
              </span>
              {unusable && (
                <span className={styles.description}>
                  {t(`payments.walletSupport.${unusable}`)}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {conversion.data && conversion.data.methods.length > 0 && (
        <fieldset className={styles.list} disabled={paying}>
          <legend className={styles.legend}>{t('payments.conversion.legend')}</legend>
          {conversion.data.methods.map((method) => {
            const value = conversionSelectionId(method.id);
            return (
              <label key={method.id} className={styles.method}>
                <input
                  type="radio"
                  name="payment-method"
                  className={styles.radio}
                  value={value}
                  checked={value === selectedId}
                  onChange={() => {
                    choose(value);
                  }}
                />
                <span className={styles.text}>
                  <span className={styles.name}>
                    <Isolate>{method.name}</Isolate>
                  </span>
                  <span className={styles.terms}>
                    <Code>{method.currencies.join(' · ')}</Code>
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
