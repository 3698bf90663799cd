import { API_PATHS } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ContactPage from './ContactPage';

beforeEach(() => {
  recordApiEffects();
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  fill(/^Name/, 'Jana Schulz');
  fill(/^E-Mail-Adresse/, 'jana@example.de');
  fill(/^Betreff/, 'Frage zur Registrierung');
  fill(/^Nachricht/, 'Wie lange dauert die Prüfung?');
}

describe('ContactPage', () => {
  it('an invalid e-mail is rejected at the field, focused, and nothing is sent', async () => {
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'ok' }));
    renderWithApp(<ContactPage />, { path: '/contact-us' });
    fillValid();
    fill(/^E-Mail-Adresse/, 'jana@beispiel');
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const email = screen.getByLabelText(/^E-Mail-Adresse/);
    expect(await screen.findByText('Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(calls).toHaveLength(0);
  });

  it('a valid form is posted to /inquiries and the form is cleared', async () => {
    const calls = mockFetch(() => jsonResponse(201, { status: true, message: 'Vielen Dank für Ihre Nachricht.', data: { _id: 'i1' } }));
    renderWithApp(<ContactPage />, { path: '/contact-us' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(''));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`http://api.test/api/v1${API_PATHS.inquiries}`);
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      name: 'Jana Schulz',
      email: 'jana@example.de',
      subject: 'Frage zur Registrierung',
      message: 'Wie lange dauert die Prüfung?',
    });
  });

  it('server validation errors are shown at their fields', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        status: false,
        message: 'Die Eingaben sind ungültig.',
        code: 'VALIDATION_FAILED',
        errors: { subject: ['Betreff darf nicht länger als 200 Zeichen sein.'] },
      }),
    );
    renderWithApp(<ContactPage />, { path: '/contact-us' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Betreff darf nicht länger als 200 Zeichen sein.')).toBeTruthy();
    expect(screen.getByLabelText(/^Betreff/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Jana Schulz');
  });
});
