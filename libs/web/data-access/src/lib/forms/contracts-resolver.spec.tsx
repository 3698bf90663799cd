import { rules, type Rule } from '@fachwerk/shared/contracts/rules';
import { RULE_EXAMPLES } from '@fachwerk/shared/contracts/testing';
import { translate } from '@fachwerk/shared/i18n/server';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { renderWithApp } from '../../testing';
import { contractsResolver } from './contracts-resolver';
import { errorText, setServerErrors } from './form-errors';
import { useContractsForm } from './use-contracts-form';

const t = (key: string, params?: Record<string, unknown>) => translate('de', key, params as Record<string, string | number>);
const resolverOptions = {} as ResolverOptions<FieldValues>;
const resolve = (schema: Record<string, readonly Rule[]>, values: FieldValues) =>
  contractsResolver(schema, { t, label: (field) => ({ phoneNumber: 'Telefonnummer', budgetMin: 'Mindestpreis', budgetMax: 'Höchstpreis' })[field] ?? field })(values, undefined, resolverOptions);

describe('contractsResolver', () => {
  describe.each(Object.entries(RULE_EXAMPLES))('%s: the web accepts and refuses the shared table (as the server does)', (name, { valid, invalid }) => {
    const rule = rules[name as keyof typeof RULE_EXAMPLES] as Rule;
    it.each(valid.map((v) => [v]))('accepts %p', async (value) => expect((await resolve({ value: [rule] }, { value })).errors).toEqual({}));
    it.each(invalid.map((v) => [v]))('refuses %p', async (value) =>
      expect((await resolve({ value: [rule] }, { value })).errors).toEqual({ value: { type: rule.name, message: expect.any(String) } }));
  });

  it('answers the §5 text naming the field, min ≤ max naming both, and nested paths as nested errors', async () => {
    const result = await resolve(
      { phoneNumber: [rules.required, rules.phone], budgetMin: [rules.notAbove('budgetMax')], 'contactPerson.0.email': [rules.email] },
      { phoneNumber: '12', budgetMin: '5.000', budgetMax: '4.000', contactPerson: [{ email: 'anna@' }] },
    );
    expect(result.errors).toEqual({
      phoneNumber: { type: 'phone', message: 'Telefonnummer ist keine gültige Telefonnummer (z. B. 040 123456 oder +49 40 123456).' },
      budgetMin: { type: 'not_above', message: 'Mindestpreis darf nicht größer als Höchstpreis sein.' },
      contactPerson: { 0: { email: { type: 'email', message: 'Das Feld email muss eine gültige E-Mail-Adresse enthalten.' } } },
    });
    const ok = await resolve({ phoneNumber: [rules.required, rules.phone] }, { phoneNumber: '+49 40 123456' });
    expect(ok).toEqual({ values: { phoneNumber: '+49 40 123456' }, errors: {} });
  });
});

const schema = { email: [rules.required, rules.email] };
function EmailForm() {
  const form = useContractsForm<{ email: string }>(schema, { label: () => 'E-Mail-Adresse', defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  return (
    <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <label htmlFor="email">E-Mail-Adresse</label>
      <input id="email" {...form.register('email')} />
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

describe('useContractsForm', () => {
  it('shows an error once the field is left and removes it as soon as the value is valid', async () => {
    renderWithApp(<EmailForm />);
    const input = screen.getByLabelText('E-Mail-Adresse');
    fireEvent.change(input, { target: { value: 'anna@' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.blur(input);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.'));
    await act(async () => {
      fireEvent.change(input, { target: { value: 'anna@fachwerk.test' } });
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('contractsResolver over list rows', () => {
  it('takes a schema computed from the values (one set of rules per row) and names a row field by its whole path', async () => {
    const pathLabel = (path: string) => {
      const [list, index, field] = path.split('.');
      return field ? `${field === 'email' ? 'E-Mail-Adresse' : field} (${list === 'contactPerson' ? 'Ansprechpartner' : list} ${Number(index) + 1})` : path;
    };
    const schema = (values: FieldValues) =>
      Object.fromEntries((values['contactPerson'] as unknown[]).map((_, i) => [`contactPerson.${i}.email`, [rules.email]]));
    const values = { contactPerson: [{ email: 'anna@fachwerk.test' }, { email: 'ben@' }] };
    const result = await contractsResolver(schema, { t, pathLabel })(values, undefined, resolverOptions);
    expect(result.errors).toEqual({
      contactPerson: { 1: { email: { type: 'email', message: 'Das Feld E-Mail-Adresse (Ansprechpartner 2) muss eine gültige E-Mail-Adresse enthalten.' } } },
    });
  });
});

describe('form errors', () => {
  it('reads a nested error and sets the API’s validation errors by path', () => {
    const set: [string, unknown][] = [];
    const paths = setServerErrors((path, error) => set.push([path, error]), {
      errors: { email: ['Die E-Mail-Adresse ist bereits vergeben.'], 'contactPerson.0.name': ['Das Feld Name ist erforderlich.'], x: [] },
    });
    expect(paths).toEqual(['email', 'contactPerson.0.name']);
    expect(set[0]).toEqual(['email', { type: 'server', message: 'Die E-Mail-Adresse ist bereits vergeben.' }]);
    expect(errorText({ contactPerson: [{ name: { type: 'server', message: 'Das Feld Name ist erforderlich.' } }] } as FieldValues, 'contactPerson.0.name')).toBe(
      'Das Feld Name ist erforderlich.',
    );
    expect(errorText({}, 'email')).toBeUndefined();
  });
});
