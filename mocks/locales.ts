/**
 * The language files over HTTP for tests (msw/node): the same files `npm run dev` and `npm start`
 * serve at `/locales/{lng}/translation.json`. Node only (reads the disk).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';

// Vitest runs from the project root.
const LOCALES_DIR = join(process.cwd(), 'common/i18n/locales');

export const localeHandlers = [
  http.get<{ lng: string; ns: string }>('/locales/:lng/:ns.json', async ({ params }) => {
    if (params.ns !== 'translation' || !/^[A-Za-z-]{2,10}$/.test(params.lng)) {
      return new HttpResponse(null, { status: 404 });
    }
    try {
      const body = await readFile(join(LOCALES_DIR, `${params.lng}.json`), 'utf8');
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
    } catch {
      return new HttpResponse(null, { status: 404 });
    }
  }),
];
