import { useRef } from 'react';
import styles from './CopyableAddress.module.css';
import { QrCode } from './QrCode';
import { useCopyText } from './useCopyText';

/** The texts around a copyable address, in the caller's words (already translated). */
export interface CopyableAddressTexts {
  copy: string;
  copied: string;
  copyFailed: string;
  /** The QR code's accessible name. */
  qr: string;
  /** Said instead of an address that cannot be drawn as it is copied (`isReadableAddress`). */
  unreadable: string;
}

/**
 * Whether `address` draws exactly as Copy and the QR code give it: printable ASCII only, without
 * spaces. Every address format of the networks the cashier takes (base58, bech32, hex, with a
 * `?dt=` tag) is; an address with a directional override, an isolate, a mark, an invisible or a
 * right-to-left character would be drawn in another order than it is copied, or show characters
 * that are not there, so the player could check one address on screen and send to another. Such
 * an address is refused as unreadable: the player is told to send nothing and to contact support.
 */
export function isReadableAddress(address: string): boolean {
  return /^[\x21-\x7E]+$/u.test(address);
}

export interface CopyableAddressProps {
  /** The read-only input's id (its label points at it). */
  inputId: string;
  address: string;
  /** Ids of what else describes the input; the copy status is added. */
  describedBy?: string | undefined;
  texts: CopyableAddressTexts;
}

/**
 * A crypto address to send funds to: read-only and selected on focus, with Copy (announced
 * politely; when the clipboard refuses, the address is selected for a manual copy) and its QR code
 * made in the browser. The deposit address field and a pending deposit's instructions both show it,
 * so both read and behave the same. What is drawn, copied and encoded is the same string; one that
 * could not be drawn as it is copied is not shown at all (`isReadableAddress`).
 */
export function CopyableAddress(props: CopyableAddressProps) {
  if (!isReadableAddress(props.address)) {
    return (
      <p className={styles.unreadable} role="alert">
        {props.texts.unreadable}
      </p>
    );
  }
  return <ReadableAddress {...props} />;
}

function ReadableAddress({ inputId, address, describedBy, texts }: CopyableAddressProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { copyState, copy } = useCopyText(address, inputRef);
  const statusId = `${inputId}-copy`;
  return (
    <>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={`input ${styles.address}`}
          dir="ltr"
          type="text"
          readOnly
          value={address}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => {
            event.target.select();
          }}
          aria-describedby={describedBy ? `${describedBy} ${statusId}` : statusId}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            void copy();
          }}
        >
          {texts.copy}
        </button>
      </div>
      <p id={statusId} className={styles.status} role="status">
        {copyState === 'copied' && texts.copied}
        {copyState === 'failed' && texts.copyFailed}
      </p>
      <QrCode className={styles.qr} text={address} label={texts.qr} />
    </>
  );
}
