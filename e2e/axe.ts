import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on the page (frames included), or on the part `include` selects; fails listing each
 * violation with its elements, and when axe checked almost nothing (`minPasses`: the selector
 * missed, or the page was empty).
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  { include, minPasses = 10 }: { include?: string; minPasses?: number } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations, passes } = await builder.analyze();
  expect(passes.length, `axe checked nothing on ${label}`).toBeGreaterThan(minPasses);
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}
