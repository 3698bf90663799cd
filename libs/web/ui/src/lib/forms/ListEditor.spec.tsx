import { initI18n } from '@fachwerk/web/data-access';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ListEditor } from './ListEditor';

beforeAll(() => initI18n('de'));

function References({ max, min }: { max?: number; min?: number }) {
  const [rows, setRows] = useState<{ key: string; name: string }[]>([]);
  return (
    <ListEditor
      legend="Referenz"
      field="reference"
      max={max}
      min={min}
      rowKeys={rows.map((r) => r.key)}
      onAdd={() => setRows([...rows, { key: String(Math.random()), name: '' }])}
      onRemove={(index) => setRows(rows.filter((_, i) => i !== index))}
      renderRow={(index) => (
        <label>
          Name
          <input
            value={rows[index]!.name}
            onChange={(e) => setRows(rows.map((r, i) => (i === index ? { ...r, name: e.target.value } : r)))}
          />
        </label>
      )}
    />
  );
}

describe('ListEditor', () => {
  it('adds named rows, removes the chosen one and says when the list is empty', () => {
    render(<References />);
    const list = screen.getByRole('group', { name: 'Referenz' });
    expect(within(list).getByText('Noch keine Einträge.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Referenz hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Referenz hinzufügen' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'Referenz 1' })).getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Referenz 2' })).getByLabelText('Name'), { target: { value: 'Bernd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Referenz 1 entfernen' }));
    expect(screen.queryByRole('group', { name: 'Referenz 2' })).toBeNull();
    expect((within(screen.getByRole('group', { name: 'Referenz 1' })).getByLabelText('Name') as HTMLInputElement).value).toBe('Bernd');
    expect(screen.queryByText('Noch keine Einträge.')).toBeNull();
  });

  it('offers no add button once the list is full', () => {
    render(<References max={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Referenz hinzufügen' }));
    expect(screen.queryByRole('button', { name: 'Referenz hinzufügen' })).toBeNull();
  });

  it('keeps the remove buttons away while the list is at its minimum', () => {
    render(<References min={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Referenz hinzufügen' }));
    expect(screen.queryByRole('button', { name: 'Referenz 1 entfernen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Referenz hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Referenz 2 entfernen' }));
    expect(screen.getByRole('group', { name: 'Referenz 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
  });
});
