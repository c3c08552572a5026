/**
 * A player's acts and a test's checks, written once over any engine's driver: each waits for its
 * condition (polling the page) up to a deadline, never for a fixed time.
 */
import type { EngineDriver, Key } from './driver';
import { locateInPage } from './inPage';
import type { LocateOptions, Sighting } from './inPage';
import { describe, toWire } from './query';
import type { Query, TextMatch } from './query';

/** How long a condition may take to hold: generous, as both cores may be busy. */
export const WAIT_MS = 15_000;
/** Between two looks at the page. */
const POLL_MS = 100;

const LOOK: LocateOptions = { scroll: false, selectText: false, chooseValue: null };

/** The source of a call of `fn` with JSON arguments (tsx's `__name` helper made harmless). */
export function callSource(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  const list = args.map((each) => JSON.stringify(each)).join(', ');
  return `(() => { const __name = (target) => target; return (${fn.toString()})(${list}); })()`;
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

const textMatches = (wanted: TextMatch, text: string) =>
  typeof wanted === 'string' ? text === wanted : wanted.test(text);

/** The text on screen, for a failure's report. */
function screenTextInPage(): string {
  return document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** The http(s) resources the page loaded from another origin than `origin`. */
function outsideRequestsInPage(origin: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /^https?:/.test(name) && new URL(name).origin !== origin);
}

export class Player {
  /** What the path noticed, for the report. */
  readonly notes: string[] = [];

  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  note(text: string): void {
    this.notes.push(text);
  }

  /** The start of the page's text (`''` between two documents). */
  async screenText(): Promise<string> {
    try {
      return await this.run(screenTextInPage);
    } catch {
      return '';
    }
  }

  /** What the open page loaded from outside the cashier's origin (nothing here may). */
  async outsideRequests(): Promise<string[]> {
    return this.run(outsideRequestsInPage, new URL(this.baseUrl).origin);
  }

  /** Runs `fn(...args)` in the page; its value, as JSON. */
  async run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R> {
    return (await this.driver.evaluate(callSource(fn, ...args))) as R;
  }

  /** What the page shows for `query` now (`null`: nothing matches, or the page is navigating). */
  async look(query: Query, options: LocateOptions = LOOK): Promise<Sighting | null> {
    try {
      return await this.run(locateInPage, toWire(query), options);
    } catch {
      return null; // between two documents
    }
  }

  /** Waits until `check` gives a value that is not `undefined`; throws naming `what` if it never does. */
  async waitFor<T>(
    what: string,
    check: () => Promise<T | undefined>,
    { timeout = WAIT_MS, last }: { timeout?: number; last?: () => string } = {},
  ): Promise<T> {
    const deadline = Date.now() + timeout;
    for (;;) {
      let value: T | undefined;
      try {
        value = await check();
      } catch {
        value = undefined;
      }
      if (value !== undefined) return value;
      if (Date.now() > deadline) {
        throw new Error(
          `Waited ${String(timeout / 1000)} s for ${what}${last ? `; ${last()}` : ''}`,
        );
      }
      await pause(POLL_MS);
    }
  }

  /** Waits until `query` is visible (and `accept` holds for it); what was seen. */
  async see(
    query: Query,
    { timeout = WAIT_MS, accept }: { timeout?: number; accept?: (seen: Sighting) => boolean } = {},
  ): Promise<Sighting> {
    let seen: Sighting | null = null;
    return this.waitFor(
      `${describe(query)} to be visible`,
      async () => {
        seen = await this.look(query);
        return seen?.visible === true && (accept === undefined || accept(seen)) ? seen : undefined;
      },
      { timeout, last: () => `last seen: ${JSON.stringify(seen)}` },
    );
  }

  /** Waits until nothing visible matches `query`. */
  async notSee(query: Query, timeout = WAIT_MS): Promise<void> {
    await this.waitFor(
      `${describe(query)} to be gone`,
      async () => ((await this.look(query))?.visible === true ? undefined : true),
      { timeout },
    );
  }

  /** Waits until `query`'s text matches `wanted`. */
  async seeText(query: Query, wanted: TextMatch, timeout = WAIT_MS): Promise<Sighting> {
    return this.see(query, { timeout, accept: (seen) => textMatches(wanted, seen.text) });
  }

  /** Waits until `query`'s field holds `wanted`. */
  async seeValue(query: Query, wanted: TextMatch): Promise<Sighting> {
    return this.see(query, {
      accept: (seen) => seen.value !== null && textMatches(wanted, seen.value),
    });
  }

  /**
   * A native click on `query`, once it is visible, enabled, settled (the same box twice running)
   * and not covered by anything else.
   */
  async click(query: Query): Promise<void> {
    let before = '';
    let seen: Sighting | null = null;
    const point = await this.waitFor(
      `${describe(query)} to be clickable`,
      async () => {
        seen = await this.look(query, { ...LOOK, scroll: true });
        const ready = seen !== null && seen.hittable && !seen.disabled && seen.box === before;
        before = seen?.box ?? '';
        return ready && seen !== null ? { x: seen.x, y: seen.y } : undefined;
      },
      { last: () => `last seen: ${JSON.stringify(seen)}` },
    );
    await this.driver.click(point.x, point.y);
  }

  /** Clicks the radio or checkbox `query` and waits until it is checked. */
  async check(query: Query): Promise<void> {
    await this.click(query);
    await this.see(query, { accept: (seen) => seen.checked === true });
  }

  /** Clicks the field `query`, selects what it holds and types `text` over it, key by key. */
  async fill(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.waitFor(`${describe(query)} to have focus`, async () =>
      (await this.look(query, { ...LOOK, selectText: true }))?.focused === true ? true : undefined,
    );
    await this.driver.type(text);
  }

  /** Picks the option `value` of the `<select>` `query`. */
  async choose(query: Query, value: string): Promise<void> {
    await this.see(query);
    // Checked on the same look: the choice may rename the select (a language, say).
    await this.waitFor(`${describe(query)} to take "${value}"`, async () =>
      (await this.look(query, { ...LOOK, chooseValue: value }))?.value === value ? true : undefined,
    );
  }

  async press(key: Key): Promise<void> {
    await this.driver.press(key);
  }

  /** Presses Tab until `query` has the focus. */
  async tabTo(query: Query, maxSteps = 40): Promise<void> {
    for (let step = 0; step < maxSteps; step += 1) {
      await this.driver.press('Tab');
      if ((await this.look(query))?.focused === true) return;
    }
    throw new Error(`Could not reach ${describe(query)} with Tab`);
  }

  /** Opens `path` of the cashier. */
  async open(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.baseUrl).href);
  }

  /** Waits until the page's URL matches `pattern`. */
  async atUrl(pattern: RegExp): Promise<string> {
    return this.waitFor(`the URL to match ${String(pattern)}`, async () => {
      const url = await this.driver.url();
      return pattern.test(url) ? url : undefined;
    });
  }
}
