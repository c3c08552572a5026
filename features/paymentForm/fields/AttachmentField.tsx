import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import { Sentence } from '@common/ui/Isolated';
import type { Field } from '@contract/payments/fields';
import {
  acceptEntryName,
  attachmentFileName,
  attachmentProblem,
  formatBytes,
  withFileName,
} from '@features/payments';
import { useTextControl } from '../useTextControl';
import type { ValidationKey } from '../validation';
import styles from './CryptoFields.module.css';
import type { FieldProps } from './TextField';

/** "PDF, JPEG, or PNG" from the `accept` MIME types (Intl list formatting, duplicates dropped). */
function acceptedTypes(field: Field, t: TFunction, language: string): string | null {
  const names = (field.accept ?? []).map((entry) => {
    const name = acceptEntryName(entry);
    return 'format' in name ? name.format : t('payments.fields.attachment.anyOfKind', name);
  });
  if (names.length === 0) return null;
  return new Intl.ListFormat(language, { type: 'disjunction' }).format([...new Set(names)]);
}

/** The limits, shown before the player chooses: "PDF, JPEG, or PNG, up to 5 MB". */
function limitsHint(types: string | null, size: string | null, t: TFunction): string | undefined {
  if (types && size) return t('payments.fields.attachment.limits', { types, size });
  if (types) return t('payments.fields.attachment.types', { types });
  if (size) return t('payments.fields.attachment.upTo', { size });
  return undefined;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('Unexpected file reader result.'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsDataURL(file);
  });
}

/**
 * `attachment`: a document upload. The accepted types and the size limit are shown before the
 * player chooses; a file of another type or too large is refused at once, next to the field,
 * without being read. An accepted file becomes the value as a `data:` URL carrying its name
 * (model/attachment.ts); submission.ts seals it with the secrets, so it never enters Redux.
 */
export function AttachmentField({ field, inputId }: FieldProps) {
  const { t, i18n } = useTranslation();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [rejection, setRejection] = useState<ValidationKey | null>(null);
  const [reading, setReading] = useState(false);
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  // The validator runs inside onChange, before a new rejection renders: it reads the latest here.
  const latestRejection = useRef<ValidationKey | null>(null);
  const types = acceptedTypes(field, t, i18n.language);
  const size =
    field.maxSizeBytes === undefined ? null : formatBytes(field.maxSizeBytes, i18n.language);
  const limits = limitsHint(types, size, t);
  const limitsId = `${inputId}-limits`;
  const { ref, name, text, setText, onBlur, error, invalid } = useTextControl(
    field,
    (value) =>
      latestRejection.current ??
      (value === '' && field.required ? 'payments.validation.required' : true),
    { types: types ?? '', size: size ?? '' },
  );
  const chosenName = text === '' ? null : attachmentFileName(text);

  const reject = (key: ValidationKey | null) => {
    latestRejection.current = key;
    setRejection(key);
  };

  const choose = async (file: File | undefined) => {
    reject(null);
    setChosenSize(null);
    if (!file) {
      setText('');
      return;
    }
    const problem = attachmentProblem(file, field.accept, field.maxSizeBytes);
    if (problem !== null) {
      if (fileInput.current) fileInput.current.value = '';
      reject(
        problem === 'type'
          ? 'payments.validation.attachmentType'
          : 'payments.validation.attachmentSize',
      );
      setText('');
      onBlur();
      return;
    }
    setReading(true);
    try {
      setText(withFileName(await readAsDataUrl(file), file.name));
      setChosenSize(file.size);
    } catch {
      reject('payments.validation.attachmentUnreadable');
      setText('');
    } finally {
      setReading(false);
      onBlur();
    }
  };

  return (
    <FieldShell
      inputId={inputId}
      label={field.label}
      hint={field.hint}
      error={rejection ? t(rejection, { types: types ?? '', size: size ?? '' }) : error}
    >
      {limits && (
        <p id={limitsId} className={styles.status}>
          <Sentence>{limits}</Sentence>
        </p>
      )}
      <input
        id={inputId}
        name={name}
        ref={(element) => {
          fileInput.current = element;
          ref(element);
        }}
        className={styles.file}
        type="file"
        accept={field.accept?.join(',')}
        required={field.required}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
        }}
        aria-invalid={rejection ? true : invalid}
        aria-describedby={`${limits ? `${limitsId} ` : ''}${describedBy(inputId, field.hint)} ${inputId}-chosen`}
      />
      <div className={styles.row}>
        <p id={`${inputId}-chosen`} className={styles.status} role="status">
          {reading && t('payments.fields.attachment.reading')}
          {!reading && chosenName && (
            <Sentence>
              {chosenSize === null
                ? t('payments.fields.attachment.chosenNoSize', { name: chosenName })
                : t('payments.fields.attachment.chosen', {
                    name: chosenName,
                    size: formatBytes(chosenSize, i18n.language),
                  })}
            </Sentence>
          )}
        </p>
        {!reading && chosenName && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (fileInput.current) fileInput.current.value = '';
              void choose(undefined);
            }}
          >
            {t('payments.fields.attachment.remove')}
          </button>
        )}
      </div>
    </FieldShell>
  );
}
