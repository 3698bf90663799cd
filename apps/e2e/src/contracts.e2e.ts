import { expect, test } from '@playwright/test';
import { freshAccount } from './pages/account-deletion.page';
import {
  ContractAwardsPage,
  demoPage,
  DESKTOP,
  labelled,
  openAwardDialog,
  overflowOf,
  permitExpiredYesterday,
  permitSection,
  PHONE,
  resourceJobWithApplication,
  signedInPage,
  textsOf,
  verifiedPermit,
} from './pages/contracts.page';
import { DemoApi } from './pages/engagement.page';
import { session, unique } from './pages/work.page';

/**
 * Staffing by the law (AÜG), from both sides of a resource job: the lending contract the award creates
 * (§ 12 (1) AÜG, text form per § 126b BGB), accepted by both in the app before work goes ahead; workers
 * named with reference to it (§ 1 (1) sentence 6) and the § 8 (3) question; hours only under an
 * accepted version; and an expired permit (§ 1 (1), § 2 (4) AÜG) that blocks new awards.
 */
test('a lending contract: the client awards and enters the staffing terms, both accept it (desktop and phone), naming the workers makes a version both accept again, hours wait for the accepted version', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const t = textsOf('de');
  const stamp = unique();
  const title = `Überlassung Elektro ${stamp}`;
  const [clara, dario] = [`Clara Vertrag ${stamp}`, `Dario Vertrag ${stamp}`];
  // the demo supplier holds a verified, unlimited permit (seed) and applies with two new workers
  const supplierApi = await session('supplier');
  const { jobId, supplierId } = await resourceJobWithApplication(title, supplierApi, [clara, dario]);
  await supplierApi.api.dispose();

  const client = await demoPage(browser, 'client', DESKTOP);
  const supplier = await demoPage(browser, 'supplier', PHONE);
  const clientAwards = new ContractAwardsPage(client.page, t);
  const supplierAwards = new ContractAwardsPage(supplier.page, t);

  // 1. the client awards on the desktop; the award creates the lending contract, still incomplete
  const award = await openAwardDialog(client.page, t, supplierId, jobId);
  await award.getByRole('button', { name: t('jobsClient.award.confirm'), exact: true }).click();
  await expect(award).toBeHidden();

  // the supplier on the phone: version 1 lacks the client's terms, nothing to accept yet
  await supplierAwards.open();
  await supplierAwards.expectContract(title, 'incomplete', 1);
  await expect(supplierAwards.contract(title).getByRole('note')).toContainText(
    t('awardsWeb.contract.items.activity'),
  );
  await expect(supplierAwards.acceptButton(title)).toHaveCount(0);

  // 2. the client enters the staffing terms (§ 12 (1) AÜG): version 2, which it accepts
  await clientAwards.open();
  await clientAwards.expectContract(title, 'incomplete', 1);
  await clientAwards.saveStaffingTerms(title, {
    activity: 'Elektroinstallation im Neubau',
    qualification: 'Elektroniker/in für Energie- und Gebäudetechnik',
    workingConditions: '40 Stunden pro Woche, Montag bis Freitag',
    comparablePay: '21,50',
  });
  await clientAwards.expectContract(title, 'awaitingAcceptance', 2, ['client', 'supplier']);
  await expect(clientAwards.contract(title).getByTestId('contract-text')).toContainText(
    'Elektroinstallation im Neubau',
  );
  await clientAwards.accept(title, 2);
  await clientAwards.expectContract(title, 'awaitingAcceptance', 2, ['supplier']);

  // the supplier sees the client's acceptance and accepts on the phone; the page fits 390 px
  await supplierAwards.open();
  await supplierAwards.expectContract(title, 'awaitingAcceptance', 2, ['supplier']);
  await expect(
    supplierAwards.contract(title).getByTestId('contract-acceptances').getByRole('listitem'),
  ).toHaveCount(1);
  await supplierAwards.accept(title, 2);
  await supplierAwards.expectContract(title, 'accepted', 2, []);
  expect(await overflowOf(supplier.page), 'sideways scrolling at 390 px').toBeLessThanOrEqual(0);

  // and the client sees both acceptances
  await clientAwards.open();
  await clientAwards.expectContract(title, 'accepted', 2, []);
  await expect(
    clientAwards.contract(title).getByTestId('contract-acceptances').getByRole('listitem'),
  ).toHaveCount(2);

  // 3. the supplier names the workers, answering § 8 (3) AÜG per worker: a new version for both
  await supplierAwards.open();
  await supplierAwards.nameWorkers(title, { [clara]: true, [dario]: false });
  await supplierAwards.expectContract(title, 'awaitingAcceptance', 3, ['client', 'supplier']);
  await expect(supplierAwards.contract(title).getByTestId('contract-text')).toContainText(clara);
  const lending = supplierAwards.card(title).getByTestId('award-lending');
  await expect(lending.getByRole('listitem').filter({ hasText: clara })).toContainText(
    t('awardsWeb.card.lending.formerEmployeeYes'),
  );
  await expect(lending.getByRole('listitem').filter({ hasText: dario })).toContainText(
    t('awardsWeb.card.lending.formerEmployeeNo'),
  );

  // both accept version 3, each seeing the other's step
  await clientAwards.open();
  await clientAwards.expectContract(title, 'awaitingAcceptance', 3, ['client', 'supplier']);
  await clientAwards.accept(title, 3);
  await clientAwards.expectContract(title, 'awaitingAcceptance', 3, ['supplier']);
  await supplierAwards.open();
  await supplierAwards.expectContract(title, 'awaitingAcceptance', 3, ['supplier']);
  await supplierAwards.accept(title, 3);
  await supplierAwards.expectContract(title, 'accepted', 3, []);
  await supplierAwards.start(title);

  // 4. the client changes the working conditions while the work runs: version 4, not accepted yet
  await clientAwards.open();
  await clientAwards.expectContract(title, 'accepted', 3, []);
  await expect(clientAwards.card(title)).toContainText(t('jobsCommon.awardStatus.in_progress'));
  await clientAwards.saveStaffingTerms(
    title,
    { workingConditions: '38 Stunden pro Woche, Montag bis Freitag, 7 bis 15:30 Uhr' },
    { change: true },
  );
  await clientAwards.expectContract(title, 'awaitingAcceptance', 4, ['client', 'supplier']);

  // hours are refused until both accept it, with the message saying so
  await supplierAwards.open();
  await supplierAwards.expectContract(title, 'awaitingAcceptance', 4, ['client', 'supplier']);
  let hours = await supplierAwards.openHours(title);
  const refused = await hours.record(dario);
  await expect(refused.getByRole('alert')).toHaveText(t('errors.CONTRACT_AWAITS_BOTH', { version: 4 }));
  await refused.getByRole('button', { name: t('common.cancel'), exact: true }).click();
  await expect(refused).toBeHidden();
  await expect(supplier.page.getByTestId('work-log-row')).toHaveCount(0);

  // 5. both accept version 4; now the hours are recorded and shown, on the phone and to the client
  await clientAwards.accept(title, 4);
  await clientAwards.expectContract(title, 'awaitingAcceptance', 4, ['supplier']);
  await supplierAwards.open();
  await supplierAwards.accept(title, 4);
  await supplierAwards.expectContract(title, 'accepted', 4, []);
  hours = await supplierAwards.openHours(title);
  const recorded = await hours.record(dario);
  await expect(recorded).toBeHidden();
  await expect(hours.worker(dario).getByTestId('work-log-row')).toHaveCount(1);
  await expect(hours.worker(dario).getByTestId('hours-worker-total')).toHaveText(
    t('hoursWeb.workerTotal', { hours: '8,00' }),
  );
  expect(await overflowOf(supplier.page), 'sideways scrolling at 390 px').toBeLessThanOrEqual(0);

  await clientAwards.open();
  const clientHours = await clientAwards.openHours(title);
  await expect(clientHours.worker(dario).getByTestId('work-log-row')).toHaveCount(1);

  await client.context.close();
  await supplier.context.close();
});

/**
 * A supplier of its own whose limited permit ran out yesterday (it applied while the permit was
 * valid): the client's award is refused with the message naming the permit, the supplier's new
 * application is refused too, and its profile shows the permit as expired. Once in German, once with
 * the UI in English.
 */
for (const language of ['de', 'en'] as const) {
  test(`(${language}) an expired AÜG permit blocks the award and new applications; the supplier sees it expired on its profile`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = textsOf(language);
    const stamp = unique();
    const supplierAccount = await freshAccount('supplier', language);
    await verifiedPermit(supplierAccount);
    const { jobId, supplierId } = await resourceJobWithApplication(
      `Überlassung ${language} ${stamp}`,
      supplierAccount,
      [`Emil Erlaubnis ${stamp}`, `Frieda Erlaubnis ${stamp}`],
    );
    const demoClient = await DemoApi.as('client');
    const next = await demoClient.createOpenJob(`Nächste Überlassung ${language} ${stamp}`);
    await demoClient.dispose();
    await permitExpiredYesterday(supplierAccount.id);
    await supplierAccount.api.dispose();

    // the client (desktop) tries to award: refused, the dialog says why
    const client = await demoPage(browser, 'client', DESKTOP, language);
    const award = await openAwardDialog(client.page, t, supplierId, jobId);
    await award.getByRole('button', { name: t('jobsClient.award.confirm'), exact: true }).click();
    await expect(award.getByRole('alert')).toHaveText(t('errors.SUPPLIER_PERMIT_INVALID'));
    await award.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await expect(award).toBeHidden();
    await client.page.goto('/awarded-jobs');
    await expect(new ContractAwardsPage(client.page, t).card(`Überlassung ${language} ${stamp}`)).toHaveCount(
      0,
    );

    // the supplier (phone): its profile shows the permit expired and asks for a new one
    const supplier = await signedInPage(browser, 'supplier', supplierAccount, PHONE, language);
    await supplier.page.goto('/profile');
    const permit = permitSection(supplier.page, t);
    await expect(permit.getByTestId('permit-status')).toHaveText(t('permitWeb.state.expired'));
    await expect(permit.getByRole('form', { name: t('permitWeb.formTitle') })).toBeVisible();
    expect(await overflowOf(supplier.page), 'sideways scrolling at 390 px').toBeLessThanOrEqual(0);

    // and applying to another resource job is refused with the message pointing to the profile
    await supplier.page.goto(`/jobs-view/${next._id}`);
    await supplier.page.getByRole('button', { name: t('jobsSupplier.apply.open'), exact: true }).click();
    const apply = supplier.page.getByTestId('apply-dialog');
    await expect(apply).toBeVisible();
    await apply
      .getByRole('group', { name: labelled(t('jobsSupplier.apply.fields.workerIds')) })
      .getByRole('checkbox')
      .first()
      .check();
    await apply.getByLabel(t('jobsSupplier.apply.priceResource'), { exact: true }).fill('42');
    await apply
      .getByLabel(t('jobsSupplier.apply.fields.message'), { exact: true })
      .fill('Zwei Elektriker ab sofort.');
    await apply.getByRole('button', { name: t('jobsSupplier.apply.submit'), exact: true }).click();
    await expect(apply.getByRole('alert')).toHaveText(t('errors.PERMIT_REQUIRED'));

    await client.context.close();
    await supplier.context.close();
  });
}
