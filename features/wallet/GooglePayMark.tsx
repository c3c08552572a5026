import { useState } from 'react';
import styles from './WalletButton.module.css';

/**
 * Google's own Google Pay mark for a black button: the image Google's `pay.js` draws in its
 * "plain" black button, served by Google. The page's `img-src` lets it through only while the
 * catalog offers Google Pay (mocks/server/walletSources.ts); the player's browser asks Google
 * for this directory anyway when it checks whether Google Pay can pay.
 */
export const GOOGLE_PAY_MARK_URL = 'https://www.gstatic.com/instantbuy/svg/dark_gpay.svg';

type MarkState = 'loading' | 'shown' | 'failed';

/**
 * The Google Pay button's content: the mark once it has loaded, with `label` as the button's
 * accessible name; until then, and for good where Google's server cannot be reached, `label`
 * as visible text, so the button is never blank. The button's size does not depend on which.
 */
export function GooglePayMark({ label }: { label: string }) {
  const [state, setState] = useState<MarkState>('loading');
  return (
    <>
      {state !== 'failed' && (
        <img
          className={styles.mark}
          src={GOOGLE_PAY_MARK_URL}
          alt=""
          hidden={state !== 'shown'}
          referrerPolicy="no-referrer"
          decoding="async"
          draggable={false}
          onLoad={() => {
            setState('shown');
          }}
          onError={() => {
            setState('failed');
          }}
        />
      )}
      <span className={state === 'shown' ? 'visually-hidden' : undefined}>{label}</span>
    </>
  );
}
