import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';
import { aliases } from './aliases';

/** What the build steps run inside a plugin (the boot script, the prerender) read of Vite's config. */
export type ProjectConfig = Pick<ResolvedConfig, 'root' | 'mode' | 'envDir' | 'resolve'>;

/** The project's production config as those steps see it in a build: for their tests. */
export function productionConfig(): ProjectConfig {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  return {
    root,
    mode: 'production',
    envDir: root,
    resolve: {
      alias: Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
    },
  } as ProjectConfig;
}
