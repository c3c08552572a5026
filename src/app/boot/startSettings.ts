import type { RuntimeConfigResult } from '../runtimeConfig';
import type { LoadedRuntimeConfig } from './loadRuntimeConfig';
import { loadRuntimeConfig } from './loadRuntimeConfig';

/** Settings the app can start with. */
export type StartSettings = Extract<RuntimeConfigResult, { ok: true }>;

export interface StartSettingsOptions {
  /** Loads the settings (src/app/boot/loadRuntimeConfig.ts). */
  load?: () => Promise<LoadedRuntimeConfig>;
  /** Called before the failure is shown (the standalone app reveals its root). */
  beforeFailure?: () => void;
}

/**
 * The standalone app's runtime settings, once they can be started with; `null` when they cannot.
 *
 * Settings that are wrong are said in `container` (src/app/boot/startFailure.ts), with "Try again"
 * reloading the page, and resolve `null`: the app does not start. Settings that did not come in
 * time (`stalled`) are said too ("taking too long"), and "Try again" puts back what `container`
 * held (the first screen's placeholder) and asks again, in place, as often as the player asks:
 * this resolves with the settings once they come.
 */
export async function startSettings(
  container: HTMLElement,
  { load = () => loadRuntimeConfig(), beforeFailure }: StartSettingsOptions = {},
): Promise<StartSettings | null> {
  const placeholder = [...container.childNodes];
  for (;;) {
    const settings = await load();
    if (settings.ok) return settings;
    beforeFailure?.();
    // Rare, so its code is a chunk of its own.
    const { showStartFailure } = await import('./startFailure');
    if (!('stalled' in settings)) {
      await showStartFailure(container, settings.problems);
      return null;
    }
    await new Promise<void>((retry) => {
      void showStartFailure(container, settings.problems, undefined, {
        stalled: true,
        retry: () => {
          container.replaceChildren(...placeholder);
          retry();
        },
      });
    });
  }
}
