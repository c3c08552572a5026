import type { TrackContext } from '@features/tracker';

/** When and where the app is now (the tracker's own defaults, taken before it has loaded). */
export type Now = () => Required<TrackContext>;

export const browserNow: Now = () => ({
  timestamp: Date.now(),
  page: { hostname: window.location.hostname, pathname: window.location.pathname },
});
