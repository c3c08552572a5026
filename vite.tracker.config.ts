import { defineConfig } from 'vite';
import { viteTrackerConfig } from './tooling/tracker/viteTrackerConfig.ts';

/** The standalone tracker (no React, no Redux) as its own ES module: `dist/tracker/tracker.js`. */
export default defineConfig(viteTrackerConfig);
