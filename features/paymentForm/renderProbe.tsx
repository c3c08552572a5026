import { Profiler, useEffect } from 'react';
import type { ProfilerOnRenderCallback, ReactElement } from 'react';

/**
 * Render counters for `npm run bench` (tooling/bench/bench.ts): on only in a build made with
 * `VITE_RENDER_PROBE=true`, where Vite replaces the flag with a constant, so every other build
 * drops the probe. Counts go to `window.__cashierRenderProbe`:
 * - `form`: commits of the payment form component itself (a whole-form re-render);
 * - `fields[name]`: commits inside each field (a React `Profiler` per field; its callback only
 *   runs in React's profiling build, which the bench build aliases `react-dom/client` to);
 * - `mounts`: React render time of each form mount, in milliseconds.
 */
export const RENDER_PROBE_ENABLED: boolean = import.meta.env.VITE_RENDER_PROBE === 'true';

export interface RenderProbeCounts {
  form: number;
  fields: Record<string, number>;
  mounts: number[];
}

declare global {
  interface Window {
    __cashierRenderProbe?: RenderProbeCounts;
  }
}

function counts(): RenderProbeCounts {
  window.__cashierRenderProbe ??= { form: 0, fields: {}, mounts: [] };
  return window.__cashierRenderProbe;
}

const onFieldRender: ProfilerOnRenderCallback = (id, phase) => {
  if (phase === 'mount') return;
  const fields = counts().fields;
  fields[id] = (fields[id] ?? 0) + 1;
};

const onFormRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) => {
  if (phase === 'mount') counts().mounts.push(actualDuration);
};

/** Counts the commits of the calling component (the payment form). */
export function useFormRenderProbe(): void {
  useEffect(() => {
    if (RENDER_PROBE_ENABLED) counts().form += 1;
  });
}

/** `element` inside a Profiler counting its commits when the probe is on; `element` otherwise. */
export function probeField(name: string, element: ReactElement): ReactElement {
  if (!RENDER_PROBE_ENABLED) return element;
  return (
    <Profiler key={name} id={name} onRender={onFieldRender}>
      {element}
    </Profiler>
  );
}

/** The whole form inside a Profiler recording its mount time when the probe is on. */
export function probeForm(element: ReactElement): ReactElement {
  if (!RENDER_PROBE_ENABLED) return element;
  return (
    <Profiler id="payment-form" onRender={onFormRender}>
      {element}
    </Profiler>
  );
}
