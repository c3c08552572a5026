import type { ReactNode } from 'react';
import type { CashierRoute } from '@features/navigation';
import { pathOfRoute, routeChanged } from '@features/navigation';
import { useAppDispatch } from '@store/hooks';
import { useCashierOptions } from './cashierOptions';

export interface RouteLinkProps {
  route: CashierRoute;
  /** This route's page is open (`aria-current="page"`). */
  current?: boolean;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A way to one of the cashier's screens: a link to its path in the standalone app (a new tab opens
 * it too), a button inside a host page, whose site has no page at `/support` and the like.
 */
export function RouteLink({ route, current = false, className, children }: RouteLinkProps) {
  const dispatch = useAppDispatch();
  const { embedded = false } = useCashierOptions();
  const ariaCurrent = current ? 'page' : undefined;
  if (embedded) {
    return (
      <button
        type="button"
        className={className}
        aria-current={ariaCurrent}
        onClick={() => dispatch(routeChanged(route))}
      >
        {children}
      </button>
    );
  }
  return (
    <a
      href={pathOfRoute(route)}
      className={className}
      aria-current={ariaCurrent}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        dispatch(routeChanged(route));
      }}
    >
      {children}
    </a>
  );
}
