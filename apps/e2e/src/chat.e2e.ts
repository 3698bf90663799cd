import { expect, test, type Page } from '@playwright/test';
import { CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { conversation, unique } from './pages/chat.page';
import { storageStatePath } from './support/e2e-env';

const timeline = (page: Page) => page.getByTestId(CHAT_TEST_IDS.timeline);
const messageBodies = (page: Page) =>
  timeline(page).getByTestId(CHAT_TEST_IDS.message).locator('.fw-chat__body');

async function send(page: Page, text: string) {
  const composer = page.getByTestId(CHAT_TEST_IDS.composer);
  await composer.getByLabel('Nachricht').fill(text);
  await composer.getByTestId(CHAT_TEST_IDS.send).click();
}

test('client and supplier chat in real time; 20 messages sent while the supplier is offline arrive once, in order, and unread counts are right', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Chat-Auftrag ${unique()}`;
  const chatId = await conversation(title);

  const clientContext = await browser.newContext({ storageState: storageStatePath('client') });
  const supplierContext = await browser.newContext({ storageState: storageStatePath('supplier') });
  const client = await clientContext.newPage();
  const supplier = await supplierContext.newPage();

  // the supplier waits on /messages; the client opens the conversation and writes
  await supplier.goto('/messages');
  const supplierItem = supplier.getByTestId(CHAT_TEST_IDS.listItem).filter({ hasText: title });
  await expect(supplierItem).toHaveAttribute('data-unread', '0');
  await client.goto(`/messages/chat/${chatId}`);
  await expect(client.getByTestId(CHAT_TEST_IDS.composer)).toBeVisible();
  await send(client, 'Guten Tag, können Sie am Montag anfangen?');
  await expect(timeline(client).getByTestId(CHAT_TEST_IDS.message)).toHaveCount(1);

  // live: the supplier's list counts the unread message without a reload, the menu badge too
  await expect(supplierItem).toHaveAttribute('data-unread', '1', { timeout: 15_000 });
  await expect(supplier.getByTestId(CHAT_TEST_IDS.menuBadge)).toBeVisible();
  await supplierItem.getByRole('link').click();
  await expect(supplier).toHaveURL(`/messages/chat/${chatId}`);
  await expect(messageBodies(supplier)).toHaveText(['Guten Tag, können Sie am Montag anfangen?']);
  // reading it is a read receipt on the client's side
  await expect(client.getByTestId(CHAT_TEST_IDS.readReceipt)).toBeVisible({ timeout: 15_000 });

  // the supplier answers in real time, and sees the client typing
  await send(supplier, 'Ja, Montag um 7 Uhr passt.');
  await expect(
    timeline(client).getByTestId(CHAT_TEST_IDS.message).filter({ hasText: 'Montag um 7 Uhr' }),
  ).toBeVisible();
  await client.getByTestId(CHAT_TEST_IDS.composer).getByLabel('Nachricht').fill('Sehr');
  await expect(supplier.getByTestId(CHAT_TEST_IDS.typing)).toBeVisible();
  await client.getByTestId(CHAT_TEST_IDS.composer).getByLabel('Nachricht').fill('');

  // the supplier goes offline for 10 s while the client sends 20 messages
  await supplierContext.setOffline(true);
  const offlineSince = Date.now();
  const burst = Array.from({ length: 20 }, (_, i) => `Offline-Nachricht ${i + 1}`);
  for (const text of burst) await send(client, text);
  await expect(timeline(client).getByTestId(CHAT_TEST_IDS.pending)).toHaveCount(0, { timeout: 20_000 });
  await expect(messageBodies(client)).toHaveText([
    'Guten Tag, können Sie am Montag anfangen?',
    'Ja, Montag um 7 Uhr passt.',
    ...burst,
  ]);
  await supplier.waitForTimeout(Math.max(0, 10_000 - (Date.now() - offlineSince)));
  await supplierContext.setOffline(false);

  // after the reconnect: all 20, once each, in order, after the earlier two
  await expect(messageBodies(supplier)).toHaveText(
    ['Guten Tag, können Sie am Montag anfangen?', 'Ja, Montag um 7 Uhr passt.', ...burst],
    { timeout: 30_000 },
  );
  const ids = await timeline(supplier)
    .getByTestId(CHAT_TEST_IDS.message)
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-message-id'))));
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);

  // unread counts: the supplier read everything (open conversation), the client had nothing from him unread
  await expect(client.getByTestId(CHAT_TEST_IDS.readReceipt)).toBeVisible({ timeout: 15_000 });
  await supplier.goto('/messages');
  await expect(supplier.getByTestId(CHAT_TEST_IDS.listItem).filter({ hasText: title })).toHaveAttribute(
    'data-unread',
    '0',
  );
  await client.goto('/messages');
  await expect(client.getByTestId(CHAT_TEST_IDS.listItem).filter({ hasText: title })).toHaveAttribute(
    'data-unread',
    '0',
  );

  await clientContext.close();
  await supplierContext.close();
});
