import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@store/apiError';
import { useAppDispatch } from '@store/hooks';
import { Dialog } from '@common/ui/Dialog';
import { Notice } from '@common/ui/Notice';
import { Skeleton } from '@common/ui/Skeleton';
import { serverNow } from '@common/lib/serverClock';
import type { SubmitResponse } from '@contract/payments/payment';
import {
  useGetMethodFieldsQuery,
  useGetMethodsQuery,
  isAccepted,
  errorMessageKey,
  formatMoney,
  fastDepositClosed,
} from '@features/payments';
import { useOfferedCurrency } from '@features/methods';
import {
  blocksDeposits,
  limitsIn,
  smallestMinimum,
  usedUpLimit,
  depositThreshold,
} from '@features/playerRules';
import { DepositLimitUsedUp, DepositsBlocked } from '@features/responsibleGambling';
import type { LastUsedChoice } from './fastDepositPlan';
import { fastDepositFields, lastUsedChoice } from './fastDepositPlan';
import { FastDepositForm } from './FastDepositForm';

export type FastDepositCloseReason = 'completed' | 'dismissed';

export interface FastDepositProps {
  /**
   * Called once when the modal closes, after `payments/fastDepositClosed` was dispatched: the host
   * takes the player back (the app routes to the cashier, '/').
   */
  onClose: (reason: FastDepositCloseReason) => void;
}

interface ContentProps {
  onResult: (result: SubmitResponse) => void;
  onDone: () => void;
  onOpenCashier: () => void;
}

function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" title={title} action={{ label: t('common.retry'), onClick: retry }}>
      {isApiError(error) ? t(errorMessageKey(error)) : t('payments.errors.generic')}
    </Notice>
  );
}

/** The last used method's fields, then the one-step form (or why the full cashier is needed). */
function LastUsedForm({ choice, ...handlers }: ContentProps & { choice: LastUsedChoice }) {
  const { t } = useTranslation();
  const { method, profile } = choice;
  const { data, error, isLoading, refetch } = useGetMethodFieldsQuery({
    methodId: method.id,
    action: 'deposit',
    currency: method.currency,
  });
  if (isLoading) return <Skeleton rows={4} label={t('payments.fastDeposit.loading')} />;
  // A failed refetch keeps what was shown (the form, a result, an open dialog): only a first load
  // that failed shows the error.
  if (!data) {
    return (
      <LoadFailed
        title={t('payments.form.loadFailed')}
        error={error}
        retry={() => void refetch()}
      />
    );
  }
  const fields = fastDepositFields(data.fields, profile !== null);
  if (fields === null) {
    return (
      <Notice
        tone="info"
        title={t('payments.fastDeposit.needsCashierTitle')}
        action={{ label: t('payments.fastDeposit.openCashier'), onClick: handlers.onOpenCashier }}
      >
        {t('payments.fastDeposit.needsCashierBody', { method: method.name })}
      </Notice>
    );
  }
  return (
    <FastDepositForm
      // A new field list (outdated fields reloaded) starts a new form; typed values go with it.
      key={`${method.id}:${profile?.id ?? ''}:${data.fieldsVersion}`}
      method={method}
      profile={profile}
      fields={fields}
      fieldsVersion={data.fieldsVersion}
      {...handlers}
    />
  );
}

/** Loads the deposit methods with the player's `lastUsed`, in the cashier's currency. */
function FastDepositContent(props: ContentProps) {
  const { t, i18n } = useTranslation();
  const { currency, config } = useOfferedCurrency();
  const { data, error, isLoading, refetch } = useGetMethodsQuery(
    currency === null ? skipToken : { action: 'deposit', currency },
  );
  // Once the form showed, a deposit that uses the limit up keeps its result on screen.
  const [formShown, setFormShown] = useState(false);
  if (currency === null && config.isError) {
    return (
      <LoadFailed
        title={t('payments.methods.loadFailed')}
        error={config.error}
        retry={() => void config.refetch()}
      />
    );
  }
  if (isLoading || (currency === null && config.data === undefined)) {
    return <Skeleton rows={4} label={t('payments.fastDeposit.loading')} />;
  }
  // No one-step deposit during a cool-off or self-exclusion: the same calm explanation instead.
  const restriction = config.data?.player?.restriction;
  if (restriction && blocksDeposits(restriction, new Date(serverNow()))) {
    return <DepositsBlocked restriction={restriction} />;
  }
  // A failed refetch keeps what was shown (the form, a result, an open dialog): only a first load
  // that failed shows the error.
  if (!data) {
    return (
      <LoadFailed
        title={t('payments.methods.loadFailed')}
        error={error}
        retry={() => void refetch()}
      />
    );
  }
  // Nor while a deposit limit has nothing usable left: the same block as the cashier's.
  const depositLimits = config.data?.player?.depositLimits;
  const smallestMin = smallestMinimum(
    data.methods.map((method) => method.limits),
    data.currency,
  );
  const usedUp = usedUpLimit(depositLimits, data.currency, new Date(serverNow()), smallestMin);
  if (!usedUp && !formShown && config.data !== undefined) setFormShown(true);
  if (usedUp && !formShown) {
    return (
      <DepositLimitUsedUp
        limit={usedUp}
        limits={limitsIn(depositLimits, data.currency, new Date(serverNow()))}
        smallestMin={smallestMin}
      />
    );
  }
  const choice = lastUsedChoice(data);
  if (choice === null) {
    return (
      <Notice
        tone="info"
        title={t('payments.fastDeposit.noLastUsedTitle')}
        action={{ label: t('payments.fastDeposit.openCashier'), onClick: props.onOpenCashier }}
      >
        {t('payments.fastDeposit.noLastUsedBody', { currency })}
      </Notice>
    );
  }
  // Deposits above an amount wait for the identity check: said before the player types, with the
  // way to the cashier, where the check can be done (features/verification/).
  const verification = config.data?.player?.verification;
  const threshold =
    currency === null
      ? undefined
      : depositThreshold(verification, currency, config.data?.defaultCurrency);
  return (
    <>
      {threshold && verification && (
        <Notice
          tone="info"
          title={t(
            `payments.verification.title.${verification.status === 'verified' ? 'required' : verification.status}`,
          )}
          action={{ label: t('payments.fastDeposit.openCashier'), onClick: props.onOpenCashier }}
        >
          {t('payments.verification.gate.deposit', {
            amount: formatMoney(threshold.amount, threshold.currency, i18n.language),
          })}
        </Notice>
      )}
      <LastUsedForm choice={choice} {...props} />
    </>
  );
}

/** True for a click on the dialog's backdrop (outside its box), not on its content. */
function isBackdropClick(event: MouseEvent, dialog: Element | null | undefined): boolean {
  if (!dialog || event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The `fast-deposit` route (docs/fast-deposit.md): a modal that deposits in one step with the player's last used
 * method and saved profile. Escape, the close button, the backdrop and "Done" close it; closing
 * dispatches `payments/fastDepositClosed` with `completed` once a deposit went through (the back
 * end accepted it), `dismissed` otherwise.
 */
export function FastDeposit({ onClose }: FastDepositProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wrapper = useRef<HTMLDivElement>(null);
  const depositAccepted = useRef(false);
  const closed = useRef(false);

  const close = (reason: FastDepositCloseReason) => {
    if (closed.current) return;
    closed.current = true;
    dispatch(fastDepositClosed({ reason }));
    onClose(reason);
  };
  const closeAfterDeposit = () => {
    close(depositAccepted.current ? 'completed' : 'dismissed');
  };
  const dismiss = () => {
    // A dialog opened inside this one (the provider's 3-D Secure page) handles its own Escape;
    // React passes the `cancel` event on to this dialog too.
    if (wrapper.current?.querySelector('dialog dialog[open]')) return;
    closeAfterDeposit();
  };
  const onResult = useCallback((result: SubmitResponse) => {
    if (isAccepted(result)) depositAccepted.current = true;
  }, []);
  // Closed from outside (the route changed: browser Back, the host's setRoute): the host hears
  // of it all the same. Checked a moment later, as React's development double mount unmounts
  // and mounts again at once.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (mounted.current || closed.current) return;
        closed.current = true;
        dispatch(
          fastDepositClosed({ reason: depositAccepted.current ? 'completed' : 'dismissed' }),
        );
      });
    };
  }, [dispatch]);

  return (
    // Backdrop clicks reach the dialog element itself; keyboard users close with Escape.
    <div
      ref={wrapper}
      onClick={(event) => {
        if (isBackdropClick(event, wrapper.current?.querySelector('dialog'))) dismiss();
      }}
    >
      <Dialog
        title={t('payments.fastDeposit.title')}
        closeLabel={t('common.close')}
        onDismiss={dismiss}
      >
        <FastDepositContent
          onResult={onResult}
          onDone={closeAfterDeposit}
          onOpenCashier={() => {
            close('dismissed');
          }}
        />
      </Dialog>
    </div>
  );
}
