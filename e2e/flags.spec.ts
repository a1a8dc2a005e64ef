import { signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

test.describe('feature flags', () => {
  // Leave the flags as the run found them, even when a step fails.
  test.afterEach(async ({ adminApi }) => {
    await adminApi.setFlags({ showPartners: false });
  });

  test('a visitor signed out sees no partner links until an admin turns them on, live', async ({
    page,
    openSeparatePage,
  }) => {
    await page.goto('/about');
    const partnerLinks = page.getByTestId('partner-links');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(partnerLinks).toHaveCount(0);

    // Context B: an admin at another computer.
    const adminPage = await openSeparatePage();
    await signInThroughApi(adminPage, 'admin');
    await adminPage.goto('/admin?tab=flags');
    const toggle = adminPage.getByRole('switch', { name: 'Show partner links' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();

    // Page A learns of the change over Server-Sent Events, without reloading.
    await expect(partnerLinks).toBeVisible();
    await expect(partnerLinks.getByRole('link')).toHaveCount(2);

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(partnerLinks).toHaveCount(0);
  });
});
