import { defineConfig } from 'vite';
import { viteTrackerConfig } from './features/tracker/build/viteTrackerConfig.ts';

/** The standalone tracker (no React, no Redux) as its own ES module: `dist/tracker/tracker.js`. */
export default defineConfig(viteTrackerConfig);
