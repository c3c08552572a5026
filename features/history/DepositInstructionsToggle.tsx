import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CryptoDepositInstructions } from '@common/ui/CryptoDepositInstructions';
import type { Transaction } from '@contract/history';
import styles from './TransactionHistory.module.css';

/**
 * A pending crypto deposit's row offers its instructions again: "Show deposit address" opens the
 * address with Copy, its QR code, the exact amount and the network (the view the payment's result
 * shows, common/ui/CryptoDepositInstructions.tsx).
 */
export function DepositInstructionsToggle({
  instructions,
  initiallyOpen = false,
}: {
  instructions: NonNullable<Transaction['depositInstructions']>;
  /** Open from the start (the row a receipt's link opened the history at). */
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return (
    <div className={styles.instructions}>
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        {t(open ? 'history.depositInstructions.hide' : 'history.depositInstructions.show')}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <CryptoDepositInstructions instructions={instructions} />}
      </div>
    </div>
  );
}
