import type { RefObject } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { clipboard } from '@common/lib/clipboard';

/** How long "copied" stays on screen. */
export const COPIED_NOTE_MS = 4000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copying a text (a deposit address) to the clipboard: `copied` for a few seconds once it worked;
 * `failed` when the browser has no clipboard or refuses, after selecting the text in `input` so the
 * player can copy it by hand.
 */
export function useCopyText(
  text: string,
  input: RefObject<HTMLInputElement | null>,
): { copyState: CopyState; copy: () => Promise<void> } {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  useEffect(() => {
    if (copyState !== 'copied') return undefined;
    const timer = setTimeout(() => {
      setCopyState('idle');
    }, COPIED_NOTE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [copyState]);
  const copy = useCallback(async () => {
    setCopyState('idle');
    if (await clipboard.writeText(text)) {
      setCopyState('copied');
      return;
    }
    input.current?.focus();
    input.current?.select();
    setCopyState('failed');
  }, [text, input]);
  return { copyState, copy };
}
