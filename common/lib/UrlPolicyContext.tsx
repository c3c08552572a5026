import { createContext, useContext, useMemo } from 'react';
import { type UrlPolicy, urlPolicyFor } from './urlPolicy';

/**
 * The operator's provider host allow-list (`allowedHosts` of the cashier options), for the
 * components that follow, frame or link to server URLs. `undefined`: any host.
 */
export const AllowedHostsContext = createContext<readonly string[] | undefined>(undefined);

/** The URL policy of this cashier: the page's protocol and the operator's allowed hosts. */
export function useUrlPolicy(): UrlPolicy {
  const allowedHosts = useContext(AllowedHostsContext);
  return useMemo(() => urlPolicyFor(window.location.protocol, allowedHosts), [allowedHosts]);
}
