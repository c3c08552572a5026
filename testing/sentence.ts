import type { MatcherFunction } from '@testing-library/react';

/**
 * A text matcher for a translated sentence drawn across elements: each value in it is a `<bdi>` of
 * its own (`Sentence`, common/ui/Isolated.tsx), so the sentence is no one text node and a plain string
 * or pattern finds nothing. This one matches the innermost element whose whole text (white space
 * collapsed) is `text`, or matches the pattern.
 */
export function sentence(text: string | RegExp): MatcherFunction {
  const matches = (content: string | null): boolean => {
    if (content === null) return false;
    const collapsed = content.replace(/\s+/gu, ' ').trim();
    return typeof text === 'string'
      ? collapsed === text
      : new RegExp(text.source, text.flags.replace('g', '')).test(collapsed);
  };
  return (_content, element) =>
    element !== null &&
    matches(element.textContent) &&
    !Array.from(element.children).some((child) => matches(child.textContent));
}
