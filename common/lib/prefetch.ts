/**
 * Responses requested before the app's code has arrived (the boot prefetch inlined in index.html,
 * src/app/boot), handed over to the app's first request for exactly the same thing: same URL,
 * method GET, same headers, same credentials mode. Anything else, a response older than
 * {@link PREFETCH_MAX_AGE_MS} or one already handed over, is not used: the app fetches as usual.
 * The inline script and the app are separate bundles; they meet in one registry on `globalThis`.
 */

/** How long a prefetched response waits for the app's request before it is dropped. */
export const PREFETCH_MAX_AGE_MS = 30_000;

const REGISTRY = Symbol.for('cashier.prefetch');

/** A GET request to start early. */
export interface PrefetchRequest {
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials;
}

interface Entry {
  url: string;
  /** Lower-case name → value. */
  headers: Map<string, string>;
  credentials: RequestCredentials;
  startedAt: number;
  response: Promise<Response>;
}

type Host = Record<typeof REGISTRY, Entry[] | undefined>;

export interface PrefetchEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  /** Where the registry lives; default `globalThis`. */
  host: object;
}

const defaults = (): PrefetchEnvironment => ({
  fetch: (url, init) => fetch(url, init),
  now: () => Date.now(),
  host: globalThis,
});

const registryOf = (host: object): Entry[] => ((host as Host)[REGISTRY] ??= []);

/**
 * Starts each request now and keeps its response for {@link takePrefetched}.
 *
 * @returns The responses, in the order of `requests`, for a caller that needs to read one before
 *   making the next (read a `clone()`: the app takes the original).
 */
export function prefetch(
  requests: readonly PrefetchRequest[],
  environment: Partial<PrefetchEnvironment> = {},
): Promise<Response>[] {
  const { fetch: fetchFn, now, host } = { ...defaults(), ...environment };
  const registry = registryOf(host);
  return requests.map(({ url, headers, credentials }) => {
    const response = fetchFn(url, { method: 'GET', headers, credentials });
    // A failed early request is not an error of the page: the app's own request is sent instead.
    response.catch(() => undefined);
    registry.push({
      url,
      headers: new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
      credentials,
      startedAt: now(),
      response,
    });
    return response;
  });
}

function sameHeaders(expected: Map<string, string>, actual: Headers): boolean {
  let count = 0;
  for (const [name, value] of actual) {
    count += 1;
    if (expected.get(name) !== value) return false;
  }
  return count === expected.size;
}

/** Rejects when `signal` aborts (the app's timeout or cancel), else settles as `response`. */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * The prefetched response for `request`, once: `undefined` when there is none for exactly this
 * request (the caller fetches). Expired entries are dropped on the way.
 */
export function takePrefetched(
  request: Request,
  environment: Partial<Pick<PrefetchEnvironment, 'now' | 'host'>> = {},
): Promise<Response> | undefined {
  const { now, host } = { ...defaults(), ...environment };
  const registry = (host as Host)[REGISTRY];
  if (!registry || registry.length === 0) return undefined;
  const time = now();
  const fresh = registry.filter((entry) => time - entry.startedAt <= PREFETCH_MAX_AGE_MS);
  for (const entry of registry) if (!fresh.includes(entry)) void discard(entry);
  registry.splice(0, registry.length, ...fresh);
  if (request.method !== 'GET') return undefined;
  const index = registry.findIndex(
    (entry) =>
      entry.url === request.url &&
      entry.credentials === request.credentials &&
      sameHeaders(entry.headers, request.headers),
  );
  const [entry] = index === -1 ? [] : registry.splice(index, 1);
  return entry && abortable(entry.response, request.signal);
}

/**
 * Frees a response no one will read: an unread body keeps its request in flight and its
 * connection busy (the browser stops reading once its buffer is full).
 */
function discard(entry: Entry): Promise<void> {
  return entry.response.then((response) => response.body?.cancel()).catch(() => undefined);
}

/**
 * Drops every prefetched response not handed over yet, freeing each: the app calls it once its
 * first screen is up (src/app/main.tsx), when an early response still waiting was not for it
 * (the player chose another language before the app ran, say); tests call it between cases.
 * Resolves once every body is freed.
 */
export async function clearPrefetched(host: object = globalThis): Promise<void> {
  const entries = (host as Host)[REGISTRY] ?? [];
  (host as Host)[REGISTRY] = undefined;
  await Promise.all(entries.map(discard));
}
