import { jest } from '@jest/globals';
import { initI18n } from '@fachwerk/web/data-access';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DatePicker, germanToIso, isoToGerman } from './DatePicker';
import { formatCentsForInput, parseEurosToCents, parseGermanNumber } from './german-number';
import { MoneyField, NumberField } from './NumberField';
import { StarRating } from './StarRating';

beforeAll(() => {
  initI18n('de');
  // jsdom has no CSS object; the popover asks it for feature support.
  (globalThis as { CSS?: unknown }).CSS ??= { supports: () => false, escape: (value: string) => value };
});

/** Enter on a focused button: jsdom lacks the browser's activation behaviour, so fire it like one. */
function pressEnter(element: Element) {
  const proceed = fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter' });
  if (proceed && element instanceof HTMLButtonElement) fireEvent.click(element);
}

describe('German numbers', () => {
  it.each([
    ['5.000,00', 5000],
    ['5.000', 5000],
    ['1.234.567,5', 1234567.5],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['0,99', 0.99],
    [' 2.500 € ', 2500],
  ])('reads "%s" as %d', (text, value) => {
    expect(parseGermanNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '5.00.0', '1,2,3', '12,345'])('refuses "%s"', (text) => {
    expect(parseGermanNumber(text)).toBeNull();
  });

  it('turns euros into integer cents and back', () => {
    expect(parseEurosToCents('5.000,00')).toBe(500000);
    expect(parseEurosToCents('19,99')).toBe(1999);
    expect(formatCentsForInput(500000)).toBe('5.000,00');
  });
});

function Money({ onValue, reportUnreadable }: { onValue: (v: number | null) => void; reportUnreadable?: boolean }) {
  const [cents, setCents] = useState<number | null>(null);
  return (
    <MoneyField
      label="Budget"
      reportUnreadable={reportUnreadable}
      value={cents}
      onChange={(v) => {
        setCents(v);
        onValue(v);
      }}
    />
  );
}

describe('MoneyField and NumberField', () => {
  it('takes "5.000,00" as 500000 cents and shows it formatted after leaving the field', () => {
    const onValue = jest.fn();
    render(<Money onValue={onValue} />);
    const input = screen.getByLabelText('Budget') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5.000,00' } });
    expect(onValue).toHaveBeenLastCalledWith(500000);
    fireEvent.change(input, { target: { value: '5.000' } });
    expect(onValue).toHaveBeenLastCalledWith(500000);
    fireEvent.blur(input);
    expect(input.value).toBe('5.000,00');
  });

  it('says so under the field when the text is no amount', () => {
    render(<Money onValue={() => undefined} />);
    const input = screen.getByLabelText('Budget');
    fireEvent.change(input, { target: { value: '5,0,0' } });
    const error = screen.getByRole('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('reports unreadable text as empty by default, as NaN with reportUnreadable (kept as typed)', () => {
    const plain = jest.fn();
    const { unmount } = render(<Money onValue={plain} />);
    fireEvent.change(screen.getByLabelText('Budget'), { target: { value: 'viel' } });
    expect(plain).toHaveBeenLastCalledWith(null);
    unmount();

    const reported = jest.fn();
    render(<Money onValue={reported} reportUnreadable />);
    const input = screen.getByLabelText('Budget') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'viel' } });
    expect(reported).toHaveBeenLastCalledWith(Number.NaN);
    expect(input.value).toBe('viel');
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie eine Zahl ein, z. B. 5.000,00.');
    fireEvent.change(input, { target: { value: '12,50' } });
    expect(reported).toHaveBeenLastCalledWith(1250);
    fireEvent.change(input, { target: { value: '' } });
    expect(reported).toHaveBeenLastCalledWith(null);
  });

  it('reads "5.000" in a number field as five thousand', () => {
    const onChange = jest.fn();
    render(<NumberField label="Anzahl" value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Anzahl'), { target: { value: '5.000' } });
    expect(onChange).toHaveBeenLastCalledWith(5000);
  });
});

function DateForm({ onValue }: { onValue: (iso: string) => void }) {
  const [value, setValue] = useState('2026-03-10');
  return (
    <DatePicker
      label="Startdatum"
      value={value}
      onChange={(iso) => {
        setValue(iso);
        onValue(iso);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('converts between ISO and German dates, refusing impossible days', () => {
    expect(isoToGerman('2026-03-01')).toBe('01.03.2026');
    expect(germanToIso('1.3.2026')).toBe('2026-03-01');
    expect(germanToIso('31.02.2026')).toBeNull();
    expect(germanToIso('2026-03-01')).toBeNull();
  });

  it('opens by keyboard, arrows to another day and takes it with Enter as an ISO date', async () => {
    const onValue = jest.fn();
    render(<DateForm onValue={onValue} />);
    const input = screen.getByLabelText('Startdatum') as HTMLInputElement;
    expect(input.value).toBe('10.03.2026');

    const open = screen.getByRole('button', { name: /Kalender.*Startdatum/ });
    act(() => open.focus());
    pressEnter(open);
    const grid = await screen.findByRole('grid', {}, { timeout: 8000 });
    // The chosen day has the focus; one arrow right and one down: 10 → 11 → 18 March.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('10'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('11'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('18'));
    pressEnter(document.activeElement!);

    expect(onValue).toHaveBeenLastCalledWith('2026-03-18');
    await waitFor(() => expect(grid.isConnected).toBe(false));
    expect(input.value).toBe('18.03.2026');
  });

  it('keeps typed German dates as ISO and flags impossible ones', () => {
    const onValue = jest.fn();
    render(<DateForm onValue={onValue} />);
    const input = screen.getByLabelText('Startdatum');
    fireEvent.change(input, { target: { value: '1.4.2026' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-04-01');
    fireEvent.change(input, { target: { value: '31.02.2026' } });
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie ein gültiges Datum ein.');
  });
});

function Stars({ onValue }: { onValue: (n: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      label="Bewertung"
      value={value}
      onChange={(n) => {
        setValue(n);
        onValue(n);
      }}
    />
  );
}

describe('StarRating', () => {
  it('is one radio group whose stars the arrow keys choose', () => {
    const onValue = jest.fn();
    render(<Stars onValue={onValue} />);
    const group = screen.getByRole('radiogroup', { name: 'Bewertung' });
    expect(group.getAttribute('aria-orientation')).toBe('horizontal');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);

    act(() => radios[0].focus());
    fireEvent.keyDown(radios[0], { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onValue).toHaveBeenLastCalledWith(3);
    expect((screen.getByRole('radio', { name: '3 von 5 Sternen' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(onValue).toHaveBeenLastCalledWith(2);
  });
});
