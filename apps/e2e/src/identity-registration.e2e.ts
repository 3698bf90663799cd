import { expect, test } from '@playwright/test';
import { TEST_IDS } from '@fachwerk/shared/contracts';
import { IdentityPage, Inbox, approveAs } from './pages/identity.page';

const PASSWORD = 'Werkbank!2026';

test('a supplier registers through the wizard, verifies the mailed code, waits for approval and then reaches the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `lieferant.${Date.now()}@example.test`;
  const identity = new IdentityPage(page);
  await page.goto('/get-started');
  await page
    .getByRole('article')
    .filter({ hasText: 'Ich biete Fachkräfte an' })
    .getByRole('link', { name: 'Registrieren', exact: true })
    .click();
  await expect(page).toHaveURL(/\/service-provider-register$/);

  // 1 company: a step refuses to go on while a required field is empty, naming it
  await identity.expectStep(1, 'Unternehmen');
  await identity.next();
  await expect(page.getByText('Das Feld Firmenname ist erforderlich.')).toBeVisible();
  await identity.field('Firmenname *').fill('E2E Montage GmbH');
  await identity.field('USt-IdNr. *').fill('DE812345678');
  await identity.field('Handelsregisternummer *').fill('HRB 4711');
  await identity.field('Firmen-Telefonnummer').fill('0341 123456');
  await identity.field('Firmen-E-Mail-Adresse *').fill(`info.${email}`);
  const companyAddress = page.getByRole('combobox', { name: 'Firmenadresse *' });
  await companyAddress.fill('Leipz');
  await page
    .getByRole('option', { name: /^Leipzig/ })
    .first()
    .click(); // offline geocoder suggestion
  await expect(companyAddress).toHaveValue(/^Leipzig/);
  await page.getByRole('group', { name: 'Ansprechpartner 1' }).getByLabel('Name *').fill('Paula Planer');
  await identity.next();

  // 2 person and password
  await identity.expectStep(2, 'Ihre Zugangsdaten');
  await identity.field('Vorname *').fill('Sven');
  await identity.field('Nachname *').fill('Schmidt');
  await identity.field('Telefonnummer').fill('0170 7654321');
  await identity.field('E-Mail-Adresse *').fill(email);
  await page.getByRole('combobox', { name: 'Adresse *' }).fill('Ringweg 2, 04109 Leipzig');
  await identity.field('Passwort *').fill(PASSWORD);
  await identity.field('Passwort bestätigen *').fill(PASSWORD);
  await identity.next();

  // 3 services, skills, languages, tools of the chosen service
  await identity.expectStep(3, 'Leistungen und Sprachen');
  await page.getByLabel('Elektroinstallation').check();
  await page.getByLabel('Elektrofachkraft').check();
  const language = page.getByRole('group', { name: 'Sprachkenntnisse 1' });
  await language.getByLabel('Sprache *').selectOption({ label: 'Deutsch' });
  await language.getByLabel('Niveau *').selectOption('C1');
  await page.getByLabel('Multimeter').check();

  // the draft survives a reload (passwords are typed again)
  await page.reload();
  await identity.expectStep(3, 'Leistungen und Sprachen');
  await expect(page.getByLabel('Elektroinstallation')).toBeChecked();
  await identity.next();

  // 4 availability: daily hours at most 24
  await identity.expectStep(4, 'Verfügbarkeit und Preis');
  await identity.field('Tägliche Arbeitsstunden *').fill('25');
  await identity.field('Wöchentliche Arbeitsstunden *').fill('40');
  await identity.field('Stundensatz *').fill('48,50');
  const availability = page.getByRole('group', { name: 'Verfügbarkeit nach Kategorie 1' });
  await availability.getByLabel('Kategorie *').selectOption({ label: 'Elektroinstallation' });
  await availability.getByLabel('Anzahl der Kräfte *').fill('3');
  await availability.getByLabel('Alle auswählen').check();
  await identity.next();
  await expect(page.getByText('Tägliche Arbeitsstunden darf nicht größer als 24 sein.')).toBeVisible();
  await identity.field('Tägliche Arbeitsstunden *').fill('8');
  await identity.next();

  // 5 experience (optional lists)
  await identity.expectStep(5, 'Erfahrung und Unterlagen');
  await page.getByRole('button', { name: 'Bisherige Arbeitserfahrung: Eintrag hinzufügen' }).click();
  await identity.field('Tätigkeit *').fill('Elektroinstallation Lagerhalle');
  await identity.field('Rolle *').fill('Subunternehmer');
  // a guest uploads the résumé before the account exists; the sign-up claims it
  await page.getByLabel('Lebenslauf', { exact: true }).setInputFiles({
    name: 'lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByRole('button', { name: 'Datei lebenslauf.pdf entfernen' })).toBeVisible();
  await identity.next();

  // 6 bank and terms; the passwords went with the reload, so submitting opens step 2 again
  await identity.expectStep(6, 'Bankverbindung und Abschluss');
  await identity.field('Kontoinhaber *').fill('E2E Montage GmbH');
  await identity.field('IBAN *').fill('DE89 3704 0044 0532 0130 01');
  await page.getByLabel('Ich erkläre, dass meine Angaben vollständig und richtig sind.').check();
  await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').check();
  await page.getByRole('button', { name: 'AGB lesen' }).click();
  await expect(page.getByRole('dialog', { name: 'AGB' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Schließen', exact: true }).click();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('IBAN ist keine gültige IBAN (Prüfsumme falsch).')).toBeVisible();
  await identity.field('IBAN *').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await identity.expectStep(2, 'Ihre Zugangsdaten');
  await expect(page.getByText('Das Feld Passwort ist erforderlich.')).toBeVisible();
  await identity.field('Passwort *').fill(PASSWORD);
  await identity.field('Passwort bestätigen *').fill(PASSWORD);
  for (let step = 2; step < 6; step++) await identity.next();
  await page.getByRole('button', { name: 'Registrieren' }).click();

  // verification with the code from MailDev
  await expect(page).toHaveURL(/\/emailverify\/[0-9a-f-]+\/supplier$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Code erneut senden \(in \d+ s\)/ })).toBeDisabled();
  const { code } = await new Inbox(request).nextCode(email);
  await identity.enterCode(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();

  // the code signs in; not yet approved: one not-approved toast, straight to /profile, no error boxes
  const notApproved = page.getByText('Ihr Konto ist nicht genehmigt. Bitte warten Sie auf die Genehmigung.');
  await expect(notApproved.first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(notApproved).toHaveCount(1);
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  // the role's forms stay closed until approval
  await page.goto('/add-worker');
  await expect(page).toHaveURL(/\/profile$/);
  // the résumé uploaded as a guest now belongs to the account: its owner can open it
  const profile = await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken');
    const config = (await (await fetch('/runtime-config.json')).json()) as { apiUrl: string };
    const me = (await (
      await fetch(`${config.apiUrl}/api/v1/accounts/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { resume?: string };
    };
    const file = await fetch(`${config.apiUrl}${me.data.resume}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { resume: me.data.resume, status: file.status, type: file.headers.get('content-type') };
  });
  expect(profile).toEqual({
    resume: expect.stringMatching(/^\/api\/v1\/files\//),
    status: 200,
    type: 'application/pdf',
  });

  // the admin approves (through the API); the supplier then reaches the dashboard
  await approveAs(request, email);
  await page.goto('/dashboard');
  await expect(page.getByTestId(TEST_IDS.dashboard('supplier'))).toBeVisible();
  await page.waitForTimeout(1_500); // longer than the not-approved redirect delay
  await expect(page).toHaveURL(/\/dashboard$/);
});
