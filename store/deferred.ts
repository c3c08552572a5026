/** Calls on something that loads later, kept in order until it has. */
export interface Deferred<T> {
  /** Whether it has loaded: calls run at once from then on. */
  readonly ready: boolean;
  /**
   * Runs `call` with it: at once once it has loaded; before that, once it has, after every call
   * made before this one. Dropped (with a warning) if it cannot load.
   */
  run: (call: (target: T) => void) => void;
  /** It once loaded, or null when it could not load (every call kept is then dropped). */
  loaded: Promise<T | null>;
}

/**
 * Something the app uses at once but whose code loads later (a chunk of its own, after the first
 * screen): each call made before it is ready is kept and replayed in order when it is, so none is
 * lost and none overtakes another. A value that is already there (not a promise) is ready at once.
 * `label` names it in the warnings.
 */
export function createDeferred<T>(label: string, load: T | Promise<T>): Deferred<T> {
  let ready: T | null = null;
  let failed = false;
  const kept: ((target: T) => void)[] = [];

  const replay = (target: T): T => {
    ready = target;
    for (const call of kept.splice(0)) {
      try {
        call(target);
      } catch (error) {
        console.warn(`A kept call to ${label} failed:`, error);
      }
    }
    return target;
  };

  const loaded =
    load instanceof Promise
      ? load.then(replay, (error: unknown) => {
          failed = true;
          console.warn(`${label} could not load; ${String(kept.length)} calls dropped:`, error);
          kept.length = 0;
          return null;
        })
      : Promise.resolve(replay(load));

  return {
    get ready() {
      return ready !== null;
    },
    run(call) {
      if (ready !== null) call(ready);
      else if (!failed) kept.push(call);
    },
    loaded,
  };
}
