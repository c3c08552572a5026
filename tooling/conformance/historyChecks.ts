/**
 * `getTransactions` (docs/http-api.md, Transaction history): the first page and every next page its
 * cursors lead to, until `nextCursor` is null. Paging must end: a cursor given again, a row listed
 * again, an empty page with a next one, or a next page once `total` rows were listed is a finding
 * (the history's "more" button would load forever), and the walk stops there. A history longer
 * than {@link MAX_PAGES} pages is followed that far and the rest is reported as not exercised.
 */
import { TRANSACTIONS_PAGE_SIZE } from '@contract/history';
import { historyPaths } from '@contract/paths';
import { type TransactionsPage, transactionsPageSchema } from '@contract/history';
import { query } from './methodChecks';
import type { Checks, Session } from './probe';
import type { NotExercised } from './types';

/** The most pages followed (with the page size of the client, 20: 500 transactions). */
export const MAX_PAGES = 25;

const LIMIT = String(TRANSACTIONS_PAGE_SIZE);
const FIRST = {
  operation: 'getTransactions',
  method: 'GET',
  template: `${historyPaths.transactions}?limit=${LIMIT}`,
} as const;
const NEXT = {
  operation: 'getTransactions (next page)',
  method: 'GET',
  template: `${historyPaths.transactions}?limit=${LIMIT}&cursor={nextCursor}`,
  dependsOnRequest: 'the page a cursor leads to',
} as const;

/** What the pages so far have shown. */
interface Walk {
  page: number;
  cursors: Set<string>;
  ids: Set<string>;
  listed: number;
}

/** The page's own checks and whether paging goes on from it (false: it ends, or never would). */
function checkPage(checks: Checks, page: TransactionsPage, walk: Walk): boolean {
  const where = `page ${String(walk.page)}`;
  checks.that(
    page.items.length <= TRANSACTIONS_PAGE_SIZE,
    `at most ${LIMIT} items (the limit asked for)`,
    `${String(page.items.length)} items on ${where}`,
  );
  const again = page.items.filter((item) => walk.ids.has(item.id)).map((item) => item.id);
  const fresh = checks.that(
    again.length === 0,
    'each transaction on one page only (a cursor leads past the rows already listed)',
    `${where} lists again ${again.map((id) => `"${id}"`).join(', ')}`,
  );
  for (const item of page.items) walk.ids.add(item.id);
  walk.listed += page.items.length;
  const cursor = page.nextCursor;
  if (cursor === null) return false;
  const ends = [
    checks.that(
      !walk.cursors.has(cursor),
      'a nextCursor not given before (paging must end)',
      `${where} gives nextCursor "${cursor}" again: the pages would never end`,
    ),
    checks.that(
      page.items.length > 0,
      'no next page after an empty page (paging must end)',
      `${where} is empty and gives nextCursor "${cursor}"`,
    ),
    checks.that(
      walk.listed < page.total,
      `no next page once all "total" transactions were listed (paging must end)`,
      `${String(walk.listed)} of total ${String(page.total)} listed by ${where}, and a nextCursor "${cursor}"`,
    ),
  ];
  walk.cursors.add(cursor);
  return fresh && ends.every(Boolean);
}

/** Walks the history's pages; what was left unwalked, if the history is longer than the bound. */
export async function checkHistory(session: Session): Promise<NotExercised | undefined> {
  const walk: Walk = { page: 1, cursors: new Set(), ids: new Set(), listed: 0 };
  let path = historyPaths.transactions + query({ limit: LIMIT });
  for (;;) {
    const spec = walk.page === 1 ? FIRST : NEXT;
    const next = await session.probe({ ...spec, path }, (checks) => {
      if (!checks.status(200)) return undefined;
      const page = checks.json(transactionsPageSchema, 'TransactionsPage');
      return page && checkPage(checks, page, walk) ? page.nextCursor : undefined;
    });
    if (next == null) return undefined;
    if (walk.page >= MAX_PAGES) {
      return {
        operation: NEXT.operation,
        reason: `pages after the ${String(MAX_PAGES)}th (${String(walk.listed)} transactions listed; the check follows at most ${String(MAX_PAGES)} pages)`,
      };
    }
    walk.page += 1;
    session.plan(1);
    path = historyPaths.transactions + query({ limit: LIMIT, cursor: next });
  }
}
