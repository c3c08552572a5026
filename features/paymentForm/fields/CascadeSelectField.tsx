import { useRef, useState } from 'react';
import { serverText } from '@common/i18n/serverText';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy } from '@common/ui/FieldShell';
import type { FieldOption } from '@contract/payments/fields';
import { useTextControl } from '../useTextControl';
import styles from './CascadeSelectField.module.css';
import type { FieldProps } from './TextField';
import { Sentence } from '@common/ui/Isolated';

/** The values from the top level down to the option whose value is `leaf` (empty when none is). */
export function pathTo(options: readonly FieldOption[], leaf: string): string[] {
  for (const option of options) {
    if (option.value === leaf && !option.children?.length) return [option.value];
    const below = pathTo(option.children ?? [], leaf);
    if (below.length > 0) return [option.value, ...below];
  }
  return [];
}

/** The lists to show for a chosen path: the top level, then the children of each chosen option. */
export function levelsFor(
  options: readonly FieldOption[],
  path: readonly string[],
): { options: readonly FieldOption[]; parent: FieldOption | undefined }[] {
  const levels: { options: readonly FieldOption[]; parent: FieldOption | undefined }[] = [
    { options, parent: undefined },
  ];
  for (const value of path) {
    const current = levels[levels.length - 1]?.options ?? [];
    const chosen = current.find((option) => option.value === value);
    if (!chosen?.children?.length) break;
    levels.push({ options: chosen.children, parent: chosen });
  }
  return levels;
}

/**
 * `cascade_select` (e.g. bank → branch): one native select per level, each further list showing the
 * children of the option chosen above it. The value is the chosen leaf's `value` ('' until a leaf is
 * chosen); changing a list clears the lists below it.
 */
export function CascadeSelectField({ field, inputId }: FieldProps) {
  const { t } = useTranslation();
  const options = field.options ?? [];
  const [path, setPath] = useState<string[]>(() => pathTo(options, field.defaultValue ?? ''));
  // The validator runs inside onChange, before the new path renders: it reads the latest path here.
  const latestPath = useRef(path);
  const { ref, name, setText, onBlur, error, invalid } = useTextControl(field, (value) => {
    if (value !== '') return true;
    if (latestPath.current.length > 0) return 'payments.validation.cascadeIncomplete';
    return field.required ? 'payments.validation.required' : true;
  });
  const levels = levelsFor(options, path);

  const choose = (level: number, value: string) => {
    const next = [...path.slice(0, level), ...(value === '' ? [] : [value])];
    latestPath.current = next;
    setPath(next);
    // Complete when the last chosen option has no children (no further list opens below it).
    const complete = next.length > 0 && levelsFor(options, next).length === next.length;
    setText(complete ? (next.at(-1) ?? '') : '');
  };

  return (
    <FieldShell inputId={inputId} label={field.label} hint={field.hint} error={error}>
      {levels.map((level, index) => {
        const id = index === 0 ? inputId : `${inputId}-${index}`;
        return (
          <div key={id} className={index === 0 ? undefined : styles.level}>
            {level.parent && (
              <label className={styles.label} htmlFor={id}>
                <Sentence>
                  {t('payments.fields.cascade.childLabel', { parent: level.parent.label })}
                </Sentence>
              </label>
            )}
            <select
              id={id}
              name={index === 0 ? name : undefined}
              ref={index === 0 ? ref : undefined}
              className="input"
              value={path[index] ?? ''}
              onChange={(event) => {
                choose(index, event.target.value);
              }}
              onBlur={onBlur}
              required={field.required}
              aria-invalid={invalid}
              aria-describedby={describedBy(inputId, field.hint)}
            >
              <option value="">
                {field.placeholder ? serverText(field.placeholder) : t('payments.fields.choose')}
              </option>
              {level.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {serverText(option.label)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </FieldShell>
  );
}
