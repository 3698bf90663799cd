import { expect, test } from '@playwright/test';
import { TEST_IDS } from '@fachwerk/shared/contracts';
import { menuLabels } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

test.use({ viewport: { width: 390, height: 844 }, storageState: storageStatePath('supplier') });

test('on a phone the side menu is a drawer behind the menu button: focus stays inside, Escape closes and restores focus', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const menuButton = page.getByTestId(TEST_IDS.menuButton);
  await expect(menuButton).toBeVisible();
  // the page starts right below the header, not below 13 menu items
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const headingTop = await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top);
  expect(headingTop).toBeLessThan(200);
  await expect(page.getByTestId(TEST_IDS.sideMenu)).toBeHidden();

  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await expect(drawer).toBeVisible();
  for (const label of menuLabels('supplier', 'de')) {
    await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Startseite' })).toBeVisible();
  // keyboard focus cannot leave the open drawer
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // a link in the drawer navigates and closes it
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Mein Team', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/worker');
  await expect(page.getByRole('dialog', { name: 'Menü' })).toHaveCount(0);
});

test('the user menu names the user and role and offers Dashboard, Profile and Logout', async ({ page }) => {
  await page.goto('/worker');
  const menu = page.getByTestId(TEST_IDS.userMenu);
  const button = menu.getByRole('button', { name: /Benutzermenü/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toContainText('Dienstleister');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
});

test('the skip link is the first stop of the keyboard and moves to the main content', async ({ page }) => {
  await page.goto('/dashboard');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  // the page has rendered (the first render is a transition and may finish after the load event)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
