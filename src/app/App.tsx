import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentLeaveGuard } from '@features/checkout';
import type { CashierRoute } from '@features/navigation';
import { selectRoute } from '@features/navigation';
import { useAppSelector } from '@store/hooks';
import { selectSessionStatus } from '@store/session';
import { firstScreen } from '@common/lib/firstScreen';
import { Notice } from '@common/ui/Notice';
import { Skeleton } from '@common/ui/Skeleton';
import { CashierCodeGate, CashierPage } from './cashierCode';
import styles from './App.module.css';
import { LanguageSelect } from './LanguageSelect';
import { lazyPage } from './lazyPage';
import { NavigatedContext, useNavigated } from './pageArrival';
import { RouteLink } from './RouteLink';

// Pages other than the cashier load on demand: the first deposit screen does not wait for them.
const HistoryPage = lazyPage(() => import('./pages/HistoryPage'));
const TermsPage = lazyPage(() => import('./pages/TermsPage'));
const SupportPage = lazyPage(() => import('./pages/SupportPage'));
const FastDepositPage = lazyPage(() => import('./pages/FastDepositPage'));

const NAVIGATION = [
  { route: '/', label: 'app.nav.cashier' },
  { route: 'transaction-history', label: 'app.nav.history' },
  { route: 'terms-and-conditions', label: 'app.nav.terms' },
  { route: 'support', label: 'app.nav.support' },
] as const satisfies readonly { route: CashierRoute; label: string }[];

function Page({ route }: { route: CashierRoute }) {
  switch (route) {
    case 'transaction-history':
      return <HistoryPage />;
    case 'terms-and-conditions':
      return <TermsPage />;
    case 'support':
      return <SupportPage />;
    case 'fast-deposit':
      return <FastDepositPage />;
    case '/':
      return <CashierPage />;
  }
}

/** The standalone cashier: section navigation and the page of the current route. */
export function App() {
  const { t } = useTranslation();
  const route = useAppSelector(selectRoute);
  const navigated = useNavigated(route);
  const sessionEnded = useAppSelector(selectSessionStatus) === 'ended';
  useEffect(() => {
    // The cashier says so itself once its methods are listed; the other pages as they open.
    if (route !== '/') firstScreen.shown();
  }, [route]);
  return (
    <>
      {/* Leaving while a payment is sending asks first. */}
      <PaymentLeaveGuard />
      <nav className={styles.nav} aria-label={t('app.nav.label')}>
        <ul>
          {NAVIGATION.map((item) => (
            <li key={item.route}>
              <RouteLink route={item.route} current={route === item.route}>
                {t(item.label)}
              </RouteLink>
            </li>
          ))}
        </ul>
        <LanguageSelect />
      </nav>
      <main>
        {/* A 401 that no new session fixed (store/baseQuery.ts): the page keeps what was typed. */}
        {sessionEnded && <Notice tone="warning" title={t('app.sessionEnded')} />}
        <Suspense fallback={<Skeleton rows={4} label={t('app.loading')} />}>
          <NavigatedContext value={navigated}>
            {/* Every page uses the API: its code (and the cashier's) loads as the first render
                asks for it, prerendered markup staying meanwhile (src/app/cashierCode.tsx). */}
            <CashierCodeGate>
              <Page route={route} />
            </CashierCodeGate>
          </NavigatedContext>
        </Suspense>
      </main>
    </>
  );
}
