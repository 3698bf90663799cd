import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodyOf, currentLocation, renderShellAt } from './auth-test-kit';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type(/^Firmenname/, 'Muster Bau GmbH');
  type(/^USt-IdNr\./, 'DE123456789');
  type(/^Ansprechpartner/, 'Erika Muster');
  type(/^Vorname/, 'Eva');
  type(/^Nachname/, 'Muster');
  type('Telefonnummer', '030 1234567');
  type(/^E-Mail-Adresse/, 'eva@muster.test');
  fireEvent.change(screen.getByRole('combobox', { name: /Adresse/ }), { target: { value: 'Hauptstraße 1, 10115 Berlin' } });
  type(/^Passwort \*/, 'Sicher!2026ab');
  type(/^Passwort bestätigen/, 'Sicher!2026ab');
  fireEvent.click(screen.getByLabelText('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.'));
}

describe('/client-register', () => {
  beforeEach(() => localStorage.clear());

  it('refuses an empty form with messages that name each field, and sends nothing', async () => {
    const { calls } = renderShellAt('/client-register');
    fireEvent.click(await screen.findByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Das Feld Firmenname ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Das Feld USt-IdNr. ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Das Feld Telefonnummer ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Allgemeine Geschäftsbedingungen muss akzeptiert werden.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/auth/signup'))).toBe(false);
  });

  it('says when the confirmation differs from the password', async () => {
    renderShellAt('/client-register');
    await screen.findByRole('button', { name: 'Registrieren' });
    fillValidForm();
    type(/^Passwort bestätigen/, 'Anders!2026ab');
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Passwort bestätigen und Passwort müssen übereinstimmen.')).toBeTruthy();
  });

  it('registers with +49 as the default dial code and goes to the verification page', async () => {
    const { calls } = renderShellAt('/client-register', (call) =>
      call.url.endsWith('/auth/signup/client') ? [201, { status: true, message: 'ok', data: { userId: 'u-1', userType: 'client', codeExpiresIn: 900 } }] : undefined,
    );
    await screen.findByRole('button', { name: 'Registrieren' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(currentLocation()).toBe('/emailverify/u-1/client'));
    expect(bodyOf(calls, '/auth/signup/client')).toMatchObject({
      companyName: 'Muster Bau GmbH',
      contactPerson: [{ name: 'Erika Muster' }],
      dialCode: '+49',
      phoneNumber: '030 1234567',
      email: 'eva@muster.test',
      termAndCondition: true,
    });
    // the industry is optional: not chosen, not sent
    expect(bodyOf(calls, '/auth/signup/client')).not.toHaveProperty('industry');
  });

  it('offers the industry as an optional select, explains why, and sends the chosen one', async () => {
    const { calls } = renderShellAt('/client-register', (call) =>
      call.url.endsWith('/auth/signup/client') ? [201, { status: true, message: 'ok', data: { userId: 'u-2', userType: 'client', codeExpiresIn: 900 } }] : undefined,
    );
    await screen.findByRole('button', { name: 'Registrieren' });
    expect(screen.getByRole('option', { name: 'Bauhauptgewerbe (z. B. Hoch-, Tief- und Straßenbau)' })).toBeTruthy();
    expect(screen.getByText(/nur mit einer Ausnahme nach § 1b AÜG überlassen/)).toBeTruthy();
    fillValidForm();
    fireEvent.change(screen.getByRole('combobox', { name: /^Branche/ }), { target: { value: 'constructionMain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(currentLocation()).toBe('/emailverify/u-2/client'));
    expect(bodyOf(calls, '/auth/signup/client')).toMatchObject({ industry: 'constructionMain' });
  });

  it('shows a server validation message beside its field', async () => {
    renderShellAt('/client-register', (call) =>
      call.url.endsWith('/auth/signup/client')
        ? [400, { status: false, message: 'Ungültig', code: 'VALIDATION_FAILED', errors: { vat: ['USt-IdNr. ist ungültig.'] } }]
        : undefined,
    );
    await screen.findByRole('button', { name: 'Registrieren' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('USt-IdNr. ist ungültig.')).toBeTruthy();
    expect(screen.getByLabelText(/^USt-IdNr\./).getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the terms in the content-page dialog', async () => {
    renderShellAt('/client-register');
    fireEvent.click(await screen.findByRole('button', { name: 'AGB lesen' }));
    expect(await screen.findByText('Bedingungen')).toBeTruthy();
  });
});
