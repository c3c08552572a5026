import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@common/ui/Dialog';
import { Notice } from '@common/ui/Notice';
import { TrashIcon } from '@common/ui/TrashIcon';
import { useDeleteSavedProfileMutation } from '@features/payments';
import type { PaymentMethod, SavedProfile } from '@contract/payments/methods';
import styles from './SavedProfilePicker.module.css';
import { Isolate, Sentence } from '@common/ui/Isolated';
import { plainSentence } from '@common/i18n/bidi';

export interface SavedProfilePickerProps {
  method: PaymentMethod;
  /** The chosen profile, or null for new details. */
  selectedId: string | null;
  onSelect: (profileId: string | null) => void;
}

/**
 * Saved cards and accounts of a method: one click to pay with one, or new details; each deletable
 * after a confirmation (`deleteSavedProfile`).
 */
export function SavedProfilePicker({ method, selectedId, onSelect }: SavedProfilePickerProps) {
  const { t } = useTranslation();
  const [deleteProfile, { isLoading: deleting }] = useDeleteSavedProfileMutation();
  const [confirming, setConfirming] = useState<SavedProfile | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; label: string } | null>(null);
  // Hidden at once, not when the refetched list arrives: the dialog then hands focus to the group.
  const [removedIds, setRemovedIds] = useState<readonly string[]>([]);
  const picker = useRef<HTMLFieldSetElement>(null);
  const profiles = (method.savedProfiles ?? []).filter(
    (profile) => !removedIds.includes(profile.id),
  );
  if (profiles.length === 0 && outcome === null) return null;

  const confirmDelete = async (profile: SavedProfile) => {
    try {
      await deleteProfile({ profileId: profile.id, methodId: method.id }).unwrap();
      if (selectedId === profile.id) onSelect(null);
      setRemovedIds((ids) => [...ids, profile.id]);
      setOutcome({ ok: true, label: profile.label });
    } catch {
      setOutcome({ ok: false, label: profile.label });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <fieldset ref={picker} className={styles.picker}>
        <legend className={styles.legend}>{t('payments.saved.legend')}</legend>
        {profiles.map((profile) => (
          <div key={profile.id} className={styles.row}>
            <label className={styles.option}>
              <input
                type="radio"
                name={`saved-profile-${method.id}`}
                checked={selectedId === profile.id}
                onChange={() => {
                  onSelect(profile.id);
                }}
              />
              <span>
                <Isolate>{profile.label}</Isolate>
              </span>
            </label>
            <button
              type="button"
              className={styles.delete}
              aria-label={plainSentence(t('payments.saved.delete', { label: profile.label }))}
              onClick={() => {
                setOutcome(null);
                setConfirming(profile);
              }}
            >
              <TrashIcon />
            </button>
          </div>
        ))}
        <label className={styles.option}>
          <input
            type="radio"
            name={`saved-profile-${method.id}`}
            checked={selectedId === null}
            onChange={() => {
              onSelect(null);
            }}
          />
          <span>{t('payments.saved.newCard')}</span>
        </label>
      </fieldset>
      {outcome && (
        <Notice
          tone={outcome.ok ? 'success' : 'error'}
          title={t(outcome.ok ? 'payments.saved.deleted' : 'payments.saved.deleteFailed', {
            label: outcome.label,
          })}
        />
      )}
      {confirming && (
        <Dialog
          title={t('payments.saved.deleteTitle')}
          closeLabel={t('common.close')}
          onDismiss={() => {
            setConfirming(null);
          }}
          // The removed card's button is gone: focus the chosen option of the group instead.
          restoreFocus={() => picker.current?.querySelector<HTMLElement>('input:checked')}
        >
          <p className={styles.confirmText}>
            <Sentence>{t('payments.saved.deleteBody', { label: confirming.label })}</Sentence>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setConfirming(null);
              }}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button-danger"
              aria-disabled={deleting}
              onClick={() => {
                if (!deleting) void confirmDelete(confirming);
              }}
            >
              {t('payments.saved.deleteConfirm')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
