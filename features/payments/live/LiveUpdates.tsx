import { useEffect } from 'react';
import { useAppDispatch } from '@store/hooks';
import { liveSocketUrl } from './liveProtocol';
import { startLiveUpdates } from './startLiveUpdates';

/** The API's origin, as the HTTP client resolves it: `VITE_API_ORIGIN` or the page's own. */
function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_ORIGIN;
  return typeof configured === 'string' && configured !== '' ? configured : location.origin;
}

/**
 * The cashier's live-updates connection, for as long as the app is mounted (one per store: the
 * standalone app and each embedded widget). Renders nothing; unmounting closes the socket for good.
 */
export function LiveUpdates() {
  const dispatch = useAppDispatch();
  useEffect(() => startLiveUpdates({ url: liveSocketUrl(apiOrigin()), dispatch }), [dispatch]);
  return null;
}
