import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { conversation, unique } from './pages/chat.page';
import { text } from './pages/public-site.page';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function pageAs(browser: Browser, role: 'admin' | 'client' | 'supplier'): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  return context.newPage();
}

test('an admin finds a conversation, reads it without taking part, blocks it with a reason and unblocks it; the supplier sees the §8 text meanwhile', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Chat-Aufsicht ${unique()}`;
  const chatId = await conversation(title);
  const client = await pageAs(browser, 'client');
  await client.goto(`/messages/chat/${chatId}`);
  const composer = client.getByTestId(CHAT_TEST_IDS.composer);
  await composer.getByLabel('Nachricht').fill('Guten Tag, wann können Sie anfangen?');
  await composer.getByTestId(CHAT_TEST_IDS.send).click();
  await expect(client.getByTestId(CHAT_TEST_IDS.timeline)).toContainText('wann können Sie anfangen');

  const admin = await pageAs(browser, 'admin');
  await admin.goto('/admin/message');
  await admin.getByLabel(text('de', 'chatWeb.filters.search')).fill(title);
  const row = admin.getByTestId(CHAT_TEST_IDS.listItem).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(admin).toHaveURL(new RegExp(`/messages/chat/${chatId}$`));
  await expect(admin.getByText(text('de', 'chatWeb.detail.readOnly'))).toBeVisible();
  await expect(admin.getByTestId(CHAT_TEST_IDS.timeline)).toContainText('wann können Sie anfangen');
  await expect(admin.getByTestId(CHAT_TEST_IDS.composer)).toHaveCount(0);

  // block with a reason: the dialog refuses an empty one
  await admin.getByTestId(CHAT_TEST_IDS.block).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: text('de', 'chatWeb.actions.block'), exact: true }).click();
  await expect(
    dialog.getByText(text('de', 'validation.required', { field: text('de', 'chatWeb.actions.reason') })),
  ).toBeVisible();
  await dialog
    .getByLabel(text('de', 'chatWeb.actions.reason'))
    .fill('Kontaktdaten trotz Hinweis weitergegeben');
  await dialog.getByRole('button', { name: text('de', 'chatWeb.actions.block'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Kontaktdaten trotz Hinweis weitergegeben')).toBeVisible();

  const supplier = await pageAs(browser, 'supplier');
  await supplier.goto(`/messages/chat/${chatId}`);
  const banner = supplier.getByTestId(CHAT_TEST_IDS.blockedBanner);
  await expect(banner).toContainText('Sie sind blockiert');
  await expect(banner).toContainText(text('de', 'chatWeb.detail.blockedByAdmin'));

  await admin.getByTestId(CHAT_TEST_IDS.unblock).click();
  const unblock = admin.getByRole('dialog');
  await unblock.getByLabel(text('de', 'chatWeb.actions.reason')).fill('Geklärt');
  await unblock.getByRole('button', { name: text('de', 'chatWeb.actions.unblock'), exact: true }).click();
  await expect(unblock).toBeHidden();
  await supplier.reload();
  await expect(supplier.getByTestId(CHAT_TEST_IDS.blockedBanner)).toHaveCount(0);
  await expect(supplier.getByTestId(CHAT_TEST_IDS.composer)).toBeVisible();
  await Promise.all([client, admin, supplier].map((p) => p.context().close()));
});

test('the messages list and a conversation in English on a 390 px phone: no sideways scrolling, composer in reach', async ({
  browser,
}) => {
  const title = `Chat phone ${unique()}-with-a-long-job-title-that-must-wrap-on-a-small-screen`;
  const chatId = await conversation(title);
  const supplier = await pageAs(browser, 'supplier');
  await supplier.goto('/messages');
  await new ShellPage(supplier).switchLanguage('en');
  await expect(supplier.getByRole('heading', { name: text('en', 'chatWeb.list.title') })).toBeVisible();
  await supplier.setViewportSize({ width: 390, height: 844 });
  await expect(
    supplier.getByTestId(CHAT_TEST_IDS.listItem).filter({ hasText: 'Chat phone' }).first(),
  ).toBeVisible();
  expect(await noSidewaysScroll(supplier)).toBe(true);

  await supplier.goto(`/messages/chat/${chatId}`);
  const composer = supplier.getByTestId(CHAT_TEST_IDS.composer);
  await expect(composer.getByLabel(text('en', 'chatWeb.composer.label'))).toBeVisible();
  await expect(composer.getByTestId(CHAT_TEST_IDS.send)).toBeInViewport();
  expect(await noSidewaysScroll(supplier)).toBe(true);
  await supplier.context().close();
});
