import { jest } from '@jest/globals';
import { initI18n, switchLanguage } from '@fachwerk/web/data-access';
import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ComboBox, ComboBoxStandIn, type ComboBoxProps } from './ComboBox';

// The first render fetches (here: compiles) the ComboBox chunk.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => {
  initI18n('de');
});
afterEach(async () => {
  await act(() => switchLanguage('de'));
});

const COUNTRIES = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
  { value: 'DK', label: 'Dänemark' },
];

function Country({ onValue, ...props }: Partial<ComboBoxProps> & { onValue?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ComboBox
      label="Land"
      options={COUNTRIES}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
      {...props}
    />
  );
}

const type = (input: HTMLElement, text: string) => {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
};
const key = (element: Element, name: string) => {
  fireEvent.keyDown(element, { key: name });
  fireEvent.keyUp(element, { key: name });
};

describe('ComboBox', () => {
  it('filters by the typed text and takes the option the arrow keys reach with Enter', async () => {
    const onValue = jest.fn();
    render(<Country onValue={onValue} />);
    const input = await screen.findByRole('combobox', { name: 'Land' }) as HTMLInputElement;

    type(input, 'd');
    const list = screen.getByRole('listbox');
    // "contains", case-insensitive: Deutschland, Dänemark (not Österreich, Schweiz)
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Deutschland', 'Dänemark']);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: 'Dänemark' }).id);
    key(input, 'Enter');

    expect(onValue).toHaveBeenLastCalledWith('DK');
    expect(input.value).toBe('Dänemark');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says "Keine Treffer" (German) and "No results" (English) when nothing matches', async () => {
    const { unmount } = render(<Country />);
    type(await screen.findByRole('combobox', { name: 'Land' }), 'xyz');
    expect(screen.getByRole('listbox').textContent).toBe('Keine Treffer');
    unmount();

    await act(() => switchLanguage('en'));
    render(<Country label="Country" />);
    type(await screen.findByRole('combobox', { name: 'Country' }), 'xyz');
    expect(screen.getByRole('listbox').textContent).toBe('No results');
  });

  it('opens the whole list from its button and closes with Escape', async () => {
    render(<Country />);
    fireEvent.click(await screen.findByRole('button', { name: 'Vorschläge anzeigen Land' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    key(screen.getByRole('combobox', { name: 'Land' }), 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('ties hint and error text to the input and marks it invalid and required', async () => {
    render(<Country required hint="Wo Sie wohnen" error="Bitte wählen Sie ein Land." />);
    const input = await screen.findByRole('combobox', { name: /^Land/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Bitte wählen Sie ein Land.');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(error.id);
    expect(describedBy).toContain(screen.getByText('Wo Sie wohnen').id);
  });

  it('shows a labelled stand-in with the chosen text until its chunk is there', async () => {
    const props = { label: 'Land', options: COUNTRIES, value: 'AT', onChange: () => undefined, error: 'Falsch' };
    const { unmount } = render(<ComboBoxStandIn {...props} />);
    const standIn = screen.getByRole('textbox', { name: 'Land' }) as HTMLInputElement;
    expect(standIn.value).toBe('Österreich');
    expect(standIn.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    unmount();
    render(<ComboBox {...props} />);
    expect(((await screen.findByRole('combobox', { name: 'Land' })) as HTMLInputElement).value).toBe('Österreich');
  });

  it('search mode: reports the typed text, shows the caller’s options unfiltered, clears with the text', async () => {
    const onSearch = jest.fn();
    const onValue = jest.fn();
    function Search() {
      const [value, setValue] = useState<string | null>('u-9');
      const [options, setOptions] = useState([{ value: 'u-1', label: 'Bau Schmidt GmbH' }]);
      return (
        <ComboBox
          label="Konto"
          value={value}
          valueLabel="Nowak Elektro GmbH"
          options={options}
          onSearch={(text) => {
            onSearch(text);
            setOptions([{ value: 'u-2', label: `Treffer für ${text}` }]);
          }}
          onChange={(v) => {
            setValue(v);
            onValue(v);
          }}
        />
      );
    }
    render(<Search />);
    const input = await screen.findByRole('combobox', { name: 'Konto' }) as HTMLInputElement;
    // the chosen account is named although it is not among the options
    expect(input.value).toBe('Nowak Elektro GmbH');

    type(input, 'xy');
    expect(onSearch).toHaveBeenLastCalledWith('xy');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Treffer für xy']);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(onValue).toHaveBeenLastCalledWith('u-2');
    expect(input.value).toBe('Treffer für xy');

    type(input, '');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});
