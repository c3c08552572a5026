/**
 * The one thing an engine must do for the cross-engine paths: the few native acts of a player
 * (open, click at a point, type, press a key, go Back) and running a script in the page. Finding,
 * waiting and checking are written once on top of it (player.ts), so every path runs unchanged in
 * every engine (adapters/).
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export type Key = 'Tab' | 'Enter' | 'Space' | 'Escape';

export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's own name and version, for the report. */
  readonly version: string;
  /** Opens `url` in the page and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The browser's Back button. */
  back(): Promise<void>;
  url(): Promise<string>;
  /** Evaluates the JavaScript expression `expression` in the top page; its value, as JSON. */
  evaluate(expression: string): Promise<unknown>;
  /** A native left click at (x, y) of the viewport. */
  click(x: number, y: number): Promise<void>;
  /** Native key presses for each character of `text`, into the focused element. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Closes the page and its browser. */
  close(): Promise<void>;
}

/** Starts an engine with a fresh profile and one page of `width` × `height` CSS pixels. */
export type EngineLauncher = (viewport: { width: number; height: number }) => Promise<EngineDriver>;
