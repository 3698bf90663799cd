import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { REDIRECTS, TEST_IDS, type Language, type RegistrableUserType } from '@fachwerk/shared/contracts';
import { CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { translate } from '@fachwerk/shared/i18n/server';
import { atPath, submitLogin } from './pages/accounts.page';
import { freshParties, runningWorkWithChat, type FreshAccount } from './pages/account-deletion.page';
import { ShellPage } from './pages/shell.page';
import { unique } from './pages/work.page';

/** What the delete dialog lists for a supplier, in its order (`sessionEnd.consequences.*`). */
const SUPPLIER_CONSEQUENCES = ['dataSupplier', 'applications', 'awards', 'meetings', 'chats', 'notified', 'invoices'];

/** A new browser session of `account`, with the UI in `language`. */
async function signedIn(browser: Browser, type: RegistrableUserType, account: FreshAccount, language: Language): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await submitLogin(page, type, account.email, account.password);
  await expect(page).toHaveURL(atPath(REDIRECTS.loggedInHome), { timeout: 30_000 });
  const shell = new ShellPage(page);
  await shell.switchLanguage(language);
  await shell.expectSideMenu(type, language);
  return page;
}

/**
 * Art. 15, 17 and 20 DSGVO from the user's side, once in German and once with the UI in English: a
 * new supplier with running work and a conversation with a new client downloads its data export, then
 * deletes its account through the dialog, which lists what that does. The client then finds the work
 * ended because the other party deleted its account, and the conversation readable but closed.
 * The accounts are the journey's own: a deletion never touches the shared demo accounts.
 */
for (const language of ['de', 'en'] as const) {
  test(`(${language}) a supplier exports its data and deletes its account; the client sees the work ended and the chat read-only`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string) => translate(language, key);
    const title = `Ladenfläche ${language} ${unique()}`;
    const messages = { client: 'Wann ist die Unterverteilung fertig?', supplier: 'Bis Freitag, wie vereinbart.' };
    const { client, supplier } = await freshParties(language);
    const { chatId } = await runningWorkWithChat(client, supplier, title, messages);
    await Promise.all([client.api.dispose(), supplier.api.dispose()]);

    // the supplier first exports its data: one ZIP with its account, its work and its conversation
    const supplierPage = await signedIn(browser, 'supplier', supplier, language);
    await supplierPage.goto('/profile');
    const exportCard = supplierPage.getByTestId('data-export');
    await exportCard.getByRole('button', { name: t('profile.data.export') }).click({ timeout: 30_000 });
    const exportState = exportCard.getByTestId('data-export-state');
    await expect
      .poll(
        async () => {
          const state = await exportState.getAttribute('data-state');
          if (state === 'requested') await exportCard.getByRole('button', { name: t('profile.data.refresh') }).click();
          return state;
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBe('ready');
    const download = supplierPage.waitForEvent('download');
    await exportCard.getByTestId('data-export-download').click();
    const zip = unzipSync(readFileSync(await (await download).path()));
    expect(Object.keys(zip)).toContain('manifest.json');
    const data = Object.entries(zip)
      .filter(([name]) => name.startsWith('data/') && name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    for (const held of [supplier.email, title, messages.client, messages.supplier]) expect(data).toContain(held);

    // then deletes the account: the dialog points to the export and lists the consequences before the password
    await supplierPage.getByTestId(TEST_IDS.deleteAccountButton).click();
    const dialog = supplierPage.getByTestId(TEST_IDS.confirmDialog);
    await expect(dialog.getByTestId(TEST_IDS.deleteAccountExportLink)).toHaveAttribute('href', '/profile#data-export');
    await expect(dialog.getByRole('heading', { name: t('sessionEnd.consequencesTitle') })).toBeVisible();
    await expect(dialog.getByTestId(TEST_IDS.deleteAccountConsequences).getByRole('listitem')).toHaveText(
      SUPPLIER_CONSEQUENCES.map((key) => t(`sessionEnd.consequences.${key}`)),
    );
    await dialog.getByLabel(t('sessionEnd.currentPassword')).fill(supplier.password);
    const deleted = supplierPage.waitForResponse((res) => res.url().endsWith('/api/v1/accounts/me') && res.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: t('common.yes'), exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expect(supplierPage).toHaveURL(atPath('/'), { timeout: 30_000 });
    await supplierPage.context().close();

    // the client: the running work is ended, the supplier shows as a deleted account
    const clientPage = await signedIn(browser, 'client', client, language);
    await clientPage.goto('/awarded-jobs');
    const award = clientPage.getByRole('article', { name: title });
    await expect(award.locator('[data-status="ended"]')).toHaveText(t('jobsCommon.awardStatus.ended'), { timeout: 30_000 });
    await expect(award.getByTestId('award-stopped-note')).toHaveText(t('awardsWeb.card.stopped.party.ended'));
    await expect(award).toContainText(t('awardsWeb.card.deletedParty'));
    await expect(award.getByTestId('award-actions').getByRole('button')).toHaveCount(0);

    // the conversation: closed on the list, readable, a banner instead of the composer
    await clientPage.goto('/messages');
    const item = clientPage.getByTestId(CHAT_TEST_IDS.listItem).filter({ hasText: title });
    await expect(item).toContainText(t('chatWeb.status.closed'), { timeout: 30_000 });
    await item.getByRole('link').click();
    await expect(clientPage).toHaveURL(atPath(`/messages/chat/${chatId}`));
    await expect(clientPage.getByTestId(CHAT_TEST_IDS.closedBanner)).toHaveText(t('chatWeb.detail.closed'));
    await expect(clientPage.getByRole('heading', { level: 1, name: t('chatWeb.detail.deletedParty') })).toBeVisible();
    await expect(clientPage.getByTestId(CHAT_TEST_IDS.timeline).getByTestId(CHAT_TEST_IDS.message).locator('.fw-chat__body')).toHaveText([
      messages.client,
      messages.supplier,
    ]);
    await expect(clientPage.getByTestId(CHAT_TEST_IDS.composer)).toHaveCount(0);
    await clientPage.context().close();
  });
}
