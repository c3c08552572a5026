import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * The i18next backend that reads a language file with `fetch` (docs/i18n.md). Retrying is
 * i18next's own (`maxRetries`, `retryTimeout`, doubling): this module only says whether a failure
 * is worth a retry, which a network error or a 5xx is, and a 4xx or a file that is not JSON is not.
 * It replaced `i18next-http-backend`, whose XHR, polling and query-string options the cashier never
 * used, for 2.5 KiB gzip less in the first screen's JavaScript (docs/budgets-and-benchmarks.md).
 */
export function fetchBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      // `globalThis.fetch` of the moment, not one captured at import (tests replace it).
      void globalThis.fetch(url, { credentials: 'same-origin' }).then(
        async (response) => {
          if (!response.ok) {
            callback(`${url} answered ${String(response.status)}`, response.status >= 500);
            return;
          }
          let data: ResourceKey;
          try {
            data = (await response.json()) as ResourceKey;
          } catch {
            callback(`${url} is not JSON`, false);
            return;
          }
          callback(null, data);
        },
        (error: unknown) => {
          callback(`${url} could not be read: ${String(error)}`, true);
        },
      );
    },
  };
}
