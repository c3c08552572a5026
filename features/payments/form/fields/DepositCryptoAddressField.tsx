import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@/ui/FieldShell';
import { Notice } from '@/ui/Notice';
import { useCopyText } from '@/ui/useCopyText';
import styles from './CryptoFields.module.css';
import { QrCode } from '@/ui/QrCode';
import type { FieldProps } from './TextField';

/**
 * `deposit_crypto_address`: the address the player sends crypto to (the server's `address`, else
 * its `defaultValue`), read-only, with a Copy button (announced politely; when the clipboard is
 * unavailable the address is selected for a manual copy) and a QR code of the address made in the
 * browser. Display only: nothing is submitted for it (DISPLAY_ONLY_FIELD_TYPES).
 */
export function DepositCryptoAddressField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const address = (field.address ?? field.defaultValue ?? '').trim();
  const inputRef = useRef<HTMLInputElement>(null);
  const { copyState, copy } = useCopyText(address, inputRef);

  if (address === '') {
    return (
      <Notice tone="warning" title={t('payments.fields.deposit.missingTitle')}>
        {t('payments.fields.deposit.missingBody')}
      </Notice>
    );
  }

  const hint =
    field.hint ??
    (field.network ? t('payments.fields.deposit.network', { network: field.network }) : undefined);
  return (
    <FieldShell inputId={inputId} label={field.label} hint={hint}>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={`input ${styles.code}`}
          dir="ltr"
          type="text"
          readOnly
          value={address}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => {
            event.target.select();
          }}
          aria-describedby={`${describedBy(inputId, hint)} ${inputId}-copy`}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            void copy();
          }}
        >
          {t('payments.fields.deposit.copy')}
        </button>
      </div>
      <p id={`${inputId}-copy`} className={styles.status} role="status">
        {copyState === 'copied' && t('payments.fields.deposit.copied')}
        {copyState === 'failed' && t('payments.fields.deposit.copyFailed')}
      </p>
      <QrCode className={styles.qr} text={address} label={t('payments.fields.deposit.qr')} />
    </FieldShell>
  );
}
