import { RULE_EXAMPLES } from '@fachwerk/shared/contracts/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderShellAt } from '../auth-test-kit';

/** Types a value into a field and leaves it: the form checks a field once it was left. */
async function enter(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('registration fields run the contracts rules (one rule for form and API)', () => {
  it.each([
    ['phone', 'Telefonnummer', 'Telefonnummer ist keine gültige Telefonnummer (z. B. 040 123456 oder +49 40 123456).'],
    ['email', /^E-Mail-Adresse/, 'Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.'],
    ['vatId', /^USt-IdNr\./, 'USt-IdNr. ist keine gültige USt-IdNr. (z. B. DE123456789).'],
  ] as const)('%s: accepts and refuses the values of the shared table (the ones the API’s DTO tests use)', async (rule, label, message) => {
    renderShellAt('/client-register');
    const input = await screen.findByLabelText(label);
    const { valid, invalid } = RULE_EXAMPLES[rule] as { valid: readonly unknown[]; invalid: readonly unknown[] };
    for (const value of invalid.filter((v): v is string => typeof v === 'string' && v.trim() !== '')) {
      await enter(input, value);
      await waitFor(() => expect([value, errorOf(input)]).toEqual([value, message]));
    }
    for (const value of valid.filter((v): v is string => typeof v === 'string')) {
      await enter(input, value);
      await waitFor(() => expect([value, errorOf(input)]).toEqual([value, null]));
    }
  });

  it('takes an error away as soon as the field is valid, before the next submit', async () => {
    renderShellAt('/client-register');
    fireEvent.click(await screen.findByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Das Feld Firmenname ist erforderlich.')).toBeTruthy();
    const phone = screen.getByLabelText('Telefonnummer');
    await act(async () => {
      fireEvent.change(phone, { target: { value: '12' } });
    });
    expect(await screen.findByText('Telefonnummer ist keine gültige Telefonnummer (z. B. 040 123456 oder +49 40 123456).')).toBeTruthy();
    await act(async () => {
      fireEvent.change(phone, { target: { value: '+49 40 123456' } });
      fireEvent.change(screen.getByLabelText(/^Firmenname/), { target: { value: 'Muster Bau GmbH' } });
    });
    await waitFor(() => expect(screen.queryByText(/Telefonnummer ist keine gültige/)).toBeNull());
    expect(screen.queryByText('Das Feld Firmenname ist erforderlich.')).toBeNull();
    expect(screen.getByText('Das Feld USt-IdNr. ist erforderlich.')).toBeTruthy();
  });
});
