import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CheckboxField } from './CheckboxField';
import { ChoiceGroup } from './ChoiceGroup';
import { PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('groups the dial code (+49 first) and the number, the error tied to the number', () => {
    render(<PhoneField label="Telefonnummer" dialLabel="Ländervorwahl" dial={{ name: 'dialCode', defaultValue: '+49' }} number={{ name: 'phoneNumber' }} error="Telefonnummer ist keine gültige Telefonnummer." required />);
    const dial = screen.getByLabelText('Ländervorwahl') as HTMLSelectElement;
    expect(dial.value).toBe('+49');
    expect(dial.options[0]?.value).toBe('+49');
    const number = screen.getByLabelText('Telefonnummer');
    expect(number.getAttribute('type')).toBe('tel');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Telefonnummer ist keine gültige Telefonnummer.');
    expect(screen.getByRole('group', { name: 'Telefonnummer' })).toBeTruthy();
  });
});

describe('CheckboxField', () => {
  it('is one labelled checkbox with its error', () => {
    render(<CheckboxField name="userDeclaration" label="Ich erkläre es." error="Erklärung muss akzeptiert werden." />);
    const box = screen.getByLabelText('Ich erkläre es.');
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Erklärung muss akzeptiert werden.');
  });
});

function Regions() {
  const [values, setValues] = useState<string[]>(['Bayern']);
  return <ChoiceGroup label="Region" values={values} onChange={setValues} options={['Bayern', 'Berlin'].map((v) => ({ value: v, label: v }))} selectAllLabel="Alle auswählen" />;
}

describe('ChoiceGroup select all', () => {
  it('checks every option and clears them again', () => {
    render(<Regions />);
    const all = screen.getByLabelText('Alle auswählen') as HTMLInputElement;
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect((screen.getByLabelText('Berlin') as HTMLInputElement).checked).toBe(true);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect((screen.getByLabelText('Bayern') as HTMLInputElement).checked).toBe(false);
  });
});
