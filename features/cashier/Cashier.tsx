import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@store/hooks';
import { useCashierId } from '@common/lib/CashierIdContext';
import { firstScreen } from '@common/lib/firstScreen';
import { serverNow } from '@common/lib/serverClock';
import { Notice } from '@common/ui/Notice';
import { ActionSwitch } from './ActionSwitch';
import {
  useConfigQuery,
  useGetConversionMethodsQuery,
  useGetMethodsQuery,
  conversionMethodIdOf,
  selectPaymentAction,
  selectSelectedMethodId,
} from '@features/payments';
import { lazyComponent } from '@common/ui/lazyComponent';
import styles from './Cashier.module.css';
import { useFormReveal, useJustVerified, useUsedUpBlock } from './cashierHooks';
import { CurrencySelect } from './CurrencySelect';
import { MethodList, useOfferedCurrency } from '@features/methods';
import { forgetPendingRedirect, hasPendingRedirect } from '@features/checkout';
import {
  balanceIn,
  nothingWithdrawable,
  blocksDeposits,
  limitsIn,
  smallestMinimum,
  usedUpLimit,
  useDepositRules,
  depositThreshold,
  gateFor,
} from '@features/playerRules';

// The forms are in their own chunks (docs/budgets-and-benchmarks.md): the first deposit screen
// is the method list.
// The payment form's chunk is fetched once that list is on screen (in the next idle moment); the
// conversion (Mercuryo) form's when it is chosen.
const PaymentForm = lazyComponent(
  () => import('@features/checkout/PaymentForm').then((module) => module.PaymentForm),
  { label: 'payments.form.loading', rows: 5 },
);
// Shown only to a player coming back from a provider's page, so in its own chunk too.
const PaymentReturn = lazyComponent(
  () => import('@features/checkout/PaymentReturn').then((module) => module.KeptPaymentReturn),
  { label: 'payments.form.loading', rows: 2 },
);
// Only players with deposit limits or a restriction see these, so they are in their own chunk.
const DepositLimitsNotice = lazyComponent(
  () => import('@features/responsibleGambling').then((module) => module.DepositLimitsNotice),
  { label: 'payments.rg.loading', rows: 2 },
);
const DepositsBlocked = lazyComponent(
  () => import('@features/responsibleGambling').then((module) => module.DepositsBlocked),
  { label: 'payments.rg.loading', rows: 3 },
);
const DepositLimitUsedUp = lazyComponent(
  () => import('@features/responsibleGambling').then((module) => module.DepositLimitUsedUp),
  { label: 'payments.rg.loading', rows: 3 },
);
// Only cash-out shows what the player may cash out.
const WithdrawableBalance = lazyComponent(
  () => import('@features/balance').then((module) => module.WithdrawableBalance),
  { label: 'payments.balance.loading', rows: 1 },
);
// Only players whose identity check holds something back see this.
const VerificationGate = lazyComponent(
  () => import('@features/verification').then((module) => module.VerificationGate),
  { label: 'payments.verification.loading', rows: 3 },
);
const ConversionForm = lazyComponent(
  () => import('@features/conversion').then((module) => module.ConversionForm),
  { label: 'payments.conversion.loading', rows: 3 },
);

/**
 * The cashier: its title and currency, then the payment a player came back to from a provider's
 * page, or the deposit / cash-out switch, the methods on offer and the chosen method's form.
 */
export interface CashierProps {
  /** The operator's responsible-gambling page, linked when deposits are blocked (http(s) only). */
  responsibleGamblingUrl?: string | undefined;
  /** The operator's identity-verification page, linked by the verification gate (http(s) only). */
  verificationUrl?: string | undefined;
}

export function Cashier({ responsibleGamblingUrl, verificationUrl }: CashierProps = {}) {
  const { t } = useTranslation();
  // A payment the player left this cashier for a provider's page for and came back from: shown
  // until they go on. Another cashier's on the same page is that cashier's to show and forget.
  const cashierId = useCashierId();
  const [returning, setReturning] = useState(() => hasPendingRedirect(cashierId));
  const leaveReturn = useCallback(() => {
    forgetPendingRedirect(cashierId);
    setReturning(false);
  }, [cashierId]);
  const action = useAppSelector(selectPaymentAction);
  const { currency } = useOfferedCurrency();
  const args = currency === null ? skipToken : { action, currency };
  const { methodsLoading } = useGetMethodsQuery(args, {
    selectFromResult: ({ isLoading, isUninitialized }) => ({
      methodsLoading: isLoading || isUninitialized,
    }),
  });
  useEffect(() => {
    if (methodsLoading) return;
    firstScreen.shown();
    // A failed fetch is retried when the form shows.
    return firstScreen.afterShown(() => void PaymentForm.preload().catch(() => undefined));
  }, [methodsLoading]);
  // Until `config` says which currencies there are, the toolbar keeps the currency select's height,
  // so the heading does not move when the select arrives (layout shift).
  const { configLoading } = useConfigQuery(undefined, {
    selectFromResult: ({ isLoading, isUninitialized }) => ({
      configLoading: isLoading || isUninitialized,
    }),
  });
  return (
    <section className={styles.cashier} aria-labelledby="cashier-title">
      <div className={styles.toolbar} data-loading={configLoading || undefined}>
        <h1 id="cashier-title" className={styles.title}>
          {t(action === 'deposit' ? 'payments.title.deposit' : 'payments.title.cashout')}
        </h1>
        <CurrencySelect />
      </div>
      {/* What the page is for, in a sentence: prerendered with the heading, the largest text of the
          first screen (docs/budgets-and-benchmarks.md). */}
      {!returning && (
        <p className={styles.lead}>
          {t(action === 'deposit' ? 'payments.lead.deposit' : 'payments.lead.cashout')}
        </p>
      )}
      {returning ? (
        <PaymentReturn onDone={leaveReturn} />
      ) : (
        <CashierBody
          responsibleGamblingUrl={responsibleGamblingUrl}
          verificationUrl={verificationUrl}
        />
      )}
    </section>
  );
}

/**
 * The deposit / cash-out switch, what remains of the player's deposit limits (or, for a cash-out,
 * what the player may cash out), the methods on offer and the chosen method's form; during a
 * cool-off or self-exclusion, or while a deposit limit has nothing usable left, deposits are
 * blocked instead, and with nothing to cash out only the balance shows.
 * An identity check that holds back every cash-out shows instead of the cash-out methods; one that
 * holds back deposits above an amount shows above the deposit methods (rules/verification.ts).
 */
function CashierBody({ responsibleGamblingUrl, verificationUrl }: CashierProps) {
  const { t } = useTranslation();
  const action = useAppSelector(selectPaymentAction);
  const { currency } = useOfferedCurrency();
  const { depositLimits, restriction, verification, playerCurrency, balances } = useDepositRules();
  // The back end's time (common/lib/serverClock.ts): a player's clock set ahead lifts no block.
  const now = new Date(serverNow());
  const blocked = action === 'deposit' && restriction && blocksDeposits(restriction, now);
  const limits =
    action === 'deposit' && currency !== null ? limitsIn(depositLimits, currency, now) : [];
  const args = currency === null ? skipToken : { action, currency };
  const selectedId = useAppSelector(selectSelectedMethodId);
  const { selected, methodsLoading, smallestMin } = useGetMethodsQuery(args, {
    selectFromResult: ({ data, isLoading, isUninitialized }) => ({
      selected: data?.methods.find((method) => method.id === selectedId),
      methodsLoading: isLoading || isUninitialized,
      smallestMin:
        data && currency !== null
          ? smallestMinimum(
              data.methods.map((method) => method.limits),
              currency,
            )
          : undefined,
    }),
  });
  const usedUpNow =
    action === 'deposit' && currency !== null
      ? usedUpLimit(depositLimits, currency, now, smallestMin)
      : undefined;
  // A form opened while deposits were possible stays when its payment used the limit up: its
  // result (or the refusal) stays on screen. The next form is the block.
  const formKey = selected ? `${action}:${selected.id}` : null;
  const usedUp = useUsedUpBlock(usedUpNow, formKey);
  const balance =
    action === 'cashout' && currency !== null ? balanceIn(balances, currency) : undefined;
  // The lists above the form load on their own (same cache entries as MethodList's).
  const { conversionsLoading } = useGetConversionMethodsQuery(args, {
    selectFromResult: ({ isLoading }) => ({ conversionsLoading: isLoading }),
  });
  // Deferred like MethodList's rows: the placeholder below the lists shows in the same commit as
  // they do (shown first, they would push it down).
  const listsLoading = useDeferredValue(methodsLoading || conversionsLoading);
  const conversionId = conversionMethodIdOf(selectedId);
  const { conversion } = useGetConversionMethodsQuery(conversionId === null ? skipToken : args, {
    selectFromResult: ({ data }) => ({
      conversion: data?.methods.find((method) => method.id === conversionId),
    }),
  });
  const { formColumn, onChosen } = useFormReveal(selectedId);
  const gate = gateFor(verification, action, currency, playerCurrency);
  const justVerified = useJustVerified(verification?.status);
  const verificationGate = verification && gate && (
    <VerificationGate
      verification={verification}
      gate={gate}
      threshold={
        currency === null ? undefined : depositThreshold(verification, currency, playerCurrency)
      }
      verificationUrl={verificationUrl}
    />
  );
  if (blocked) {
    return (
      <>
        <ActionSwitch />
        <DepositsBlocked
          restriction={restriction}
          responsibleGamblingUrl={responsibleGamblingUrl}
        />
      </>
    );
  }
  if (usedUp) {
    return (
      <>
        <ActionSwitch />
        <DepositLimitUsedUp
          limit={usedUp}
          limits={limits}
          smallestMin={smallestMin}
          responsibleGamblingUrl={responsibleGamblingUrl}
        />
      </>
    );
  }
  if (gate === 'cashout') {
    return (
      <>
        <ActionSwitch />
        {verificationGate}
      </>
    );
  }
  if (balance && nothingWithdrawable(balance)) {
    return (
      <>
        <ActionSwitch />
        <WithdrawableBalance balance={balance} />
      </>
    );
  }
  return (
    <>
      <ActionSwitch />
      {justVerified && <Notice tone="success" title={t('payments.verification.verified')} />}
      {limits.length > 0 && <DepositLimitsNotice limits={limits} />}
      {balance && <WithdrawableBalance balance={balance} />}
      {verificationGate}
      <div className={styles.columns}>
        <MethodList onChosen={onChosen} />
        <div ref={formColumn} className={styles.formColumn}>
          {selected ? (
            <PaymentForm key={`${action}:${selected.id}`} method={selected} />
          ) : conversion && currency !== null ? (
            <ConversionForm
              key={`${action}:${conversion.id}`}
              method={conversion}
              action={action}
              fiat={currency}
            />
          ) : listsLoading ? null : (
            // Shown once the lists above have loaded: had it been there, they would push it down.
            <p className={styles.placeholder}>{t('payments.form.chooseMethod')}</p>
          )}
        </div>
      </div>
    </>
  );
}
