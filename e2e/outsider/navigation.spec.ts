import { expect, test } from '../fixtures';
import { horizontalOverflow, useLanguage } from './outsider';

// At 320 px every section's whole label shows, in the languages with the longest labels too.
for (const language of ['en', 'ar', 'de', 'fi']) {
  test(`the section navigation shows every label whole at 320 px (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const items = page.getByRole('navigation').first().locator('li > *');
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) {
      await expect(item).toBeInViewport({ ratio: 1 });
      const clipped = await item.evaluate(
        (element) => element.scrollWidth > element.clientWidth + 1,
      );
      expect(clipped, await item.innerText()).toBe(false);
    }
    expect(await horizontalOverflow(page)).toBe(0);
  });
}
