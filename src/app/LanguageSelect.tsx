import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageChanged, selectLanguage } from '@features/navigation';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { LANGUAGES } from '@common/i18n';
import styles from './App.module.css';

/** The player's language, each named in itself (so anyone can find their own). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t('app.language')}
      </label>
      <select
        id={id}
        name="language"
        className="input"
        value={language}
        onChange={(event) => dispatch(languageChanged(event.target.value))}
      >
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
