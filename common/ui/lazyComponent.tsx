import type { ComponentType, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureFullEnglish, loadFullEnglish } from '@common/i18n';
import { registerPreload } from '@common/lib/preload';
import { Notice } from '@common/ui/Notice';
import { Skeleton } from '@common/ui/Skeleton';

/** What a part of the cashier shows while its code loads (a Skeleton labelled with this key). */
export interface LazyPlaceholder {
  label:
    | 'payments.form.loading'
    | 'payments.conversion.loading'
    | 'payments.rg.loading'
    | 'payments.balance.loading'
    | 'payments.verification.loading';
  /** Skeleton rows; default 1. */
  rows?: number;
}

/** A component whose code is in its own chunk, loaded when it first renders (or on `preload()`). */
export interface LazyComponent<P> {
  (props: P): ReactNode;
  /**
   * Starts loading the code and the English texts beyond the first screen's (once; again after a
   * failure); resolves to the real component.
   */
  preload(): Promise<ComponentType<P>>;
}

/**
 * Code splitting for parts of the cashier the first deposit screen does not need
 * (docs/budgets-and-benchmarks.md): `load` is a dynamic `import()` of the real component. The
 * part waits for the rest of English too (`loadFullEnglish`, common/i18n/index.ts), and a failed load
 * of either shows the same error and retry.
 *
 * Unlike `React.lazy`, an instance mounted after the code has loaded renders the component at once
 * (no fallback flash, no Suspense re-render), the choice is fixed per instance (a load finishing
 * later never remounts what the player is typing in), and a failed load shows an error with a
 * retry instead of throwing to the root.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: LazyPlaceholder,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= Promise.all([load(), loadFullEnglish()]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  registerPreload(preload);

  function Deferred(props: P) {
    const { t, i18n } = useTranslation();
    const [component, setComponent] = useState<ComponentType<P> | undefined>(() =>
      loaded && ensureFullEnglish(i18n) ? loaded : undefined,
    );
    const [failed, setFailed] = useState(false);
    const waiting = component === undefined && !failed;
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      preload().then(
        (ready) => {
          ensureFullEnglish(i18n);
          if (live) setComponent(() => ready);
        },
        (error: unknown) => {
          console.error('A part of the cashier failed to load:', error);
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [waiting, i18n]);

    if (component) {
      const Component = component;
      return <Component {...props} />;
    }
    if (failed) {
      return (
        <Notice
          tone="error"
          title={t('payments.form.loadFailed')}
          action={{
            label: t('common.retry'),
            onClick: () => {
              setFailed(false);
            },
          }}
        />
      );
    }
    return <Skeleton rows={placeholder.rows ?? 1} label={t(placeholder.label)} />;
  }

  return Object.assign(Deferred, { preload });
}
