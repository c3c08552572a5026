/**
 * The render probe of a build made with `VITE_RENDER_PROBE=true`
 * (features/paymentForm/renderProbe.tsx): commits of the form, of each field and mount times.
 */
import type { Page } from '@playwright/test';

export interface ProbeCounts {
  form: number;
  fields: Record<string, number>;
  mounts: number[];
}

export const readProbe = (page: Page): Promise<ProbeCounts | null> =>
  page.evaluate(() => {
    const probe = (window as unknown as { __cashierRenderProbe?: ProbeCounts })
      .__cashierRenderProbe;
    return probe ? (JSON.parse(JSON.stringify(probe)) as ProbeCounts) : null;
  });

export const resetProbe = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const probe = (window as unknown as { __cashierRenderProbe?: ProbeCounts })
      .__cashierRenderProbe;
    if (probe) {
      probe.form = 0;
      probe.fields = {};
      probe.mounts = [];
    }
  });
