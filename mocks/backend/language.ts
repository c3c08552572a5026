/**
 * Server text in the player's language: the mock answers method names and field texts from a
 * method's `translations` for the first language of `Accept-Language` it has, else English.
 */
import type { Field } from '@contract/payments/fields';
import type { CatalogMethod } from '../catalog/methodSchema';

type Translation = NonNullable<CatalogMethod['translations']>[string];

/** Anything with server text per language code (a payment method, a conversion method). */
interface Translatable<T> {
  translations?: Partial<Record<string, T>> | undefined;
}

/** Language tags of an Accept-Language header, best first ("de-DE,de;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/** The method's translation for the best accepted language (exact tag, then its base), if any. */
export function translationFor<T>(method: Translatable<T>, request: Request): T | undefined {
  const translations = method.translations ?? {};
  for (const tag of acceptedLanguages(request.headers.get('Accept-Language'))) {
    const exact = translations[tag];
    if (exact) return exact;
    const base = translations[tag.split('-')[0] ?? ''];
    if (base) return base;
  }
  return undefined;
}

/** The fields with their texts in the translation's language where it has them. */
export function translateFields(
  fields: readonly Field[],
  translation: Translation | undefined,
): Field[] {
  return fields.map((field) => ({ ...field, ...translation?.fields?.[field.name] }));
}
