import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { Notice } from '@common/ui/Notice';
import { CopyableAddress } from '@common/ui/CopyableAddress';
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
      <CopyableAddress
        inputId={inputId}
        address={address}
        describedBy={describedBy(inputId, hint)}
        texts={{
          copy: t('payments.fields.deposit.copy'),
          copied: t('payments.fields.deposit.copied'),
          copyFailed: t('payments.fields.deposit.copyFailed'),
          qr: t('payments.fields.deposit.qr'),
          unreadable: t('payments.fields.deposit.unreadable'),
        }}
      />
    </FieldShell>
  );
}
