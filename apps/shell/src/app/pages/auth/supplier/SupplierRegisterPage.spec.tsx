import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, currentLocation, renderShellAt, type ApiHandler } from '../auth-test-kit';
import { SUPPLIER_DRAFT_KEY } from './draft-storage';

const type = (label: string | RegExp, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
const STEP_NAMES = ['Unternehmen', 'Ihre Zugangsdaten', 'Leistungen und Sprachen', 'Verfügbarkeit und Preis', 'Erfahrung und Unterlagen', 'Bankverbindung und Abschluss'];
/** Weiter, then wait for step `n` (the form checks the step asynchronously, react-hook-form's handleSubmit). */
const nextTo = async (n: number) => {
  next();
  await screen.findByRole('heading', { name: `Schritt ${n} von 6: ${STEP_NAMES[n - 1]}` });
};
const stepHeading = () => within(screen.getByRole('form', { name: /^Schritt/ })).getByRole('heading', { level: 2 }).textContent;
const group = (name: string) => screen.getByRole('group', { name });

function fillCompany() {
  type(/^Firmenname/, 'Muster Montage GmbH');
  type(/^USt-IdNr\./, 'DE811111111');
  type(/^Handelsregisternummer/, 'HRB 12345');
  type('Firmen-Telefonnummer', '030 555555');
  type(/^Firmen-E-Mail-Adresse/, 'info@montage.test');
  fireEvent.change(screen.getByRole('combobox', { name: /Firmenadresse/ }), { target: { value: 'Industriestraße 5, 04109 Leipzig' } });
  type(/^Name/, 'Paul Planer', group('Ansprechpartner 1'));
}

function fillPerson() {
  type(/^Vorname/, 'Sven');
  type(/^Nachname/, 'Schmidt');
  type('Telefonnummer', '0170 1234567');
  type(/^E-Mail-Adresse/, 'sven@montage.test');
  fireEvent.change(screen.getByRole('combobox', { name: /^Adresse/ }), { target: { value: 'Ringweg 2, 04109 Leipzig' } });
  type(/^Passwort \*/, 'Sicher!2026ab');
  type(/^Passwort bestätigen/, 'Sicher!2026ab');
}

async function fillServices() {
  fireEvent.click(await screen.findByLabelText('Elektroinstallation'));
  fireEvent.click(screen.getByLabelText('Schweißen'));
  const language = group('Sprachkenntnisse 1');
  fireEvent.change(within(language).getByLabelText(/^Sprache/), { target: { value: 'lang-de' } });
  fireEvent.change(within(language).getByLabelText(/^Niveau/), { target: { value: 'C1' } });
}

function fillAvailability(daily = '8') {
  type(/^Tägliche Arbeitsstunden/, daily);
  type(/^Wöchentliche Arbeitsstunden/, '40');
  type(/^Stundensatz/, '45,50');
  const availability = group('Verfügbarkeit nach Kategorie 1');
  fireEvent.change(within(availability).getByLabelText(/^Kategorie/), { target: { value: 'svc-elektro' } });
  type(/^Anzahl der Kräfte/, '3', availability);
  fireEvent.click(within(availability).getByLabelText('Alle auswählen'));
}

function fillBank() {
  type(/^Kontoinhaber/, 'Muster Montage GmbH');
  type(/^IBAN/, 'DE89 3704 0044 0532 0130 00');
  fireEvent.click(screen.getByLabelText('Ich erkläre, dass meine Angaben vollständig und richtig sind.'));
  fireEvent.click(screen.getByLabelText('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.'));
}

/** Company and person steps, leaving the wizard on the services step. */
async function fillFirstTwoSteps() {
  await screen.findByRole('heading', { name: 'Schritt 1 von 6: Unternehmen' });
  fillCompany();
  await nextTo(2);
  fillPerson();
  await nextTo(3);
}

/** From the services step to the filled last step (experience is optional). */
async function fillFromServicesToBank() {
  await fillServices();
  await nextTo(4);
  fillAvailability();
  await nextTo(5);
  await nextTo(6);
  fillBank();
}

const signupAnswer: ApiHandler = (call) =>
  call.url.endsWith('/auth/signup/supplier') ? [201, { status: true, message: 'ok', data: { userId: 'sup-1', userType: 'supplier', codeExpiresIn: 900 } }] : undefined;

/** The journeys type through all six steps: more than the default 10 s on a loaded machine. */
const JOURNEY_TIMEOUT_MS = 30_000;

describe('/service-provider-register wizard', () => {
  beforeEach(() => localStorage.clear());

  it('validates each step before the next, naming the fields, and Back keeps the data', async () => {
    renderShellAt('/service-provider-register');
    await screen.findByRole('heading', { name: 'Schritt 1 von 6: Unternehmen' });
    next();
    expect(await screen.findByText('Das Feld Firmenname ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Das Feld Name (Ansprechpartner 1) ist erforderlich.')).toBeTruthy();
    expect(stepHeading()).toBe('Schritt 1 von 6: Unternehmen');
    fillCompany();
    next();
    await waitFor(() => expect(stepHeading()).toBe('Schritt 2 von 6: Ihre Zugangsdaten'));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(stepHeading()).toBe('Schritt 1 von 6: Unternehmen'));
    expect((screen.getByLabelText(/^Firmenname/) as HTMLInputElement).value).toBe('Muster Montage GmbH');
  }, JOURNEY_TIMEOUT_MS);

  it('refuses more than 24 daily hours and a wrong IBAN with messages naming the field', async () => {
    renderShellAt('/service-provider-register');
    await fillFirstTwoSteps();
    await fillServices();
    await nextTo(4);
    fillAvailability('25');
    next();
    expect(await screen.findByText('Tägliche Arbeitsstunden darf nicht größer als 24 sein.')).toBeTruthy();
    type(/^Tägliche Arbeitsstunden/, '8');
    await nextTo(5);
    await nextTo(6); // experience is optional
    fillBank();
    type(/^IBAN/, 'DE89 3704 0044 0532 0130 01');
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('IBAN ist keine gültige IBAN (Prüfsumme falsch).')).toBeTruthy();
  }, JOURNEY_TIMEOUT_MS);

  it('keeps the draft across a reload (without the passwords) and clears it after registering', async () => {
    renderShellAt('/service-provider-register');
    await fillFirstTwoSteps();
    await screen.findByRole('heading', { name: 'Schritt 3 von 6: Leistungen und Sprachen' });
    const stored = localStorage.getItem(SUPPLIER_DRAFT_KEY) ?? '';
    expect(stored).toContain('Muster Montage GmbH');
    expect(stored).not.toContain('Sicher!2026ab');

    cleanup(); // "reload": a new store, the page mounted again
    const { calls } = renderShellAt('/service-provider-register', signupAnswer);
    await screen.findByRole('heading', { name: 'Schritt 3 von 6: Leistungen und Sprachen' });
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect((await screen.findByLabelText(/^Firmenname/) as HTMLInputElement).value).toBe('Muster Montage GmbH');
    await nextTo(2);
    next(); // the person step still holds everything but the passwords
    expect(await screen.findByText('Das Feld Passwort ist erforderlich.')).toBeTruthy();
    type(/^Passwort \*/, 'Sicher!2026ab');
    type(/^Passwort bestätigen/, 'Sicher!2026ab');
    await nextTo(3);
    await fillFromServicesToBank();
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(currentLocation()).toBe('/emailverify/sup-1/supplier'));
    expect(bodyOf(calls, '/auth/signup/supplier')).toMatchObject({
      companyName: 'Muster Montage GmbH',
      companyDialCode: '+49',
      contactPerson: [{ name: 'Paul Planer' }], // no dial code without a number
      serviceType: ['svc-elektro'],
      specialSkillsOrExp: ['skill-schweissen'],
      languageProficiency: [{ language: 'lang-de', level: 'C1' }],
      dailyHours: 8,
      weeklyHours: 40,
      hourlyRate: 4550,
      categoryAvailability: [{ category: 'svc-elektro', numberOfResource: 3 }],
      accountNo: 'DE89370400440532013000',
      userDeclaration: true,
      termAndCondition: true,
    });
    expect((bodyOf(calls, '/auth/signup/supplier')?.['categoryAvailability'] as { areaRegion: string[] }[])[0]?.areaRegion).toHaveLength(16);
    expect(localStorage.getItem(SUPPLIER_DRAFT_KEY)).toBeNull();
  }, JOURNEY_TIMEOUT_MS);

  it('opens the step of the first field the server refuses and shows its message', async () => {
    renderShellAt('/service-provider-register', (call) =>
      call.url.endsWith('/auth/signup/supplier')
        ? [400, { status: false, message: 'Ungültig', code: 'VALIDATION_FAILED', errors: { companyEmail: ['Firmen-E-Mail-Adresse ist bereits vergeben.'] } }]
        : undefined,
    );
    await fillFirstTwoSteps();
    await fillFromServicesToBank();
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Firmen-E-Mail-Adresse ist bereits vergeben.')).toBeTruthy();
    expect(stepHeading()).toBe('Schritt 1 von 6: Unternehmen');
  }, JOURNEY_TIMEOUT_MS);
});
