import { createI18n } from '@common/i18n';
import { initialLanguage } from '../initialLanguage';

export interface StartFailureOptions {
  /** The settings did not come in time: "taking too long" rather than "not right". */
  stalled?: boolean;
  /** What "Try again" does; reloading the page unless given. */
  retry?: () => void;
}

/**
 * What the standalone app shows instead of the cashier when it cannot start (its runtime settings
 * are missing or wrong, or did not come in time, src/app/boot/loadRuntimeConfig.ts): a calm message
 * in the player's language, a way to try again, and the problems for the operator, as text. They
 * are logged too.
 */
export async function showStartFailure(
  container: HTMLElement,
  problems: readonly string[],
  language: string = initialLanguage(),
  {
    stalled = false,
    retry: onRetry = () => {
      location.reload();
    },
  }: StartFailureOptions = {},
): Promise<void> {
  console.error('The cashier cannot start:', problems);
  const i18n = createI18n({ language });
  // The player's language if its file loads; English (bundled) otherwise.
  await i18n.loadLanguages(language).catch(() => undefined);
  const t = i18n.t.bind(i18n);

  const alert = document.createElement('div');
  alert.className = 'start-failure';
  alert.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = t(stalled ? 'app.startFailure.stalledTitle' : 'app.startFailure.title');
  const body = document.createElement('p');
  body.textContent = t(stalled ? 'app.startFailure.stalledBody' : 'app.startFailure.body');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = t('app.startFailure.retry');
  retry.addEventListener('click', onRetry, { once: true });
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = t('app.startFailure.details');
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  details.append(summary, list);
  alert.append(title, body, retry, details);
  container.replaceChildren(alert);
}
