import { jest } from '@jest/globals';
import { initI18n } from '@fachwerk/web/data-access';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { StatusBadge } from './StatusBadge';
import { Tabs } from './Tabs';

beforeAll(() => {
  initI18n('de');
});

type Key = 'all' | 'free' | 'busy';

function Team({ onSelect }: { onSelect: (key: Key) => void }) {
  const [selected, setSelected] = useState<Key>('free');
  return (
    <Tabs<Key>
      label="Verfügbarkeit"
      selected={selected}
      onSelect={(key) => {
        setSelected(key);
        onSelect(key);
      }}
      tabs={[
        { id: 'all', label: 'Alle', count: 5 },
        { id: 'free', label: 'Verfügbar', count: 3 },
        { id: 'busy', label: 'Im Einsatz', count: 2 },
      ]}
    >
      <p>Liste: {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the one panel', () => {
    render(<Team onSelect={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Verfügbarkeit' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Alle 5', 'Verfügbar 3', 'Im Einsatz 2']);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Verfügbar 3');
    const panels = screen.getAllByRole('tabpanel');
    expect(panels).toHaveLength(1);
    expect(panels[0].getAttribute('aria-labelledby')).toBe(selected.id);
    expect(selected.getAttribute('aria-controls')).toBe(panels[0].id);
    expect(panels[0].textContent).toBe('Liste: free');
  });

  it('moves and selects with the arrow keys, Home and End (roving focus: one tab stop)', () => {
    const onSelect = jest.fn();
    render(<Team onSelect={onSelect} />);
    const [all, free, busy] = screen.getAllByRole('tab');
    expect([all, free, busy].map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    act(() => free.focus());
    fireEvent.keyDown(free, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('busy');
    expect(document.activeElement).toBe(busy);
    fireEvent.keyDown(busy, { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith('all');
    expect(screen.getByRole('tabpanel').textContent).toBe('Liste: all');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith('busy');
  });

  it('follows a selection from outside (the URL) without being clicked', () => {
    const { rerender } = render(
      <Tabs label="Termine" selected="upcoming" onSelect={() => undefined} tabs={[{ id: 'upcoming', label: 'Anstehend' }, { id: 'past', label: 'Vergangen' }]} />,
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Anstehend');
    rerender(
      <Tabs label="Termine" selected="past" onSelect={() => undefined} tabs={[{ id: 'upcoming', label: 'Anstehend' }, { id: 'past', label: 'Vergangen' }]} />,
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Vergangen');
  });
});

describe('StatusBadge', () => {
  it('shows the status as text with its tone and raw value', () => {
    render(
      <StatusBadge tone="success" status="free" data-testid="badge">
        Verfügbar
      </StatusBadge>,
    );
    const badge = screen.getByTestId('badge');
    expect(badge.textContent).toBe('Verfügbar');
    expect(badge.className).toBe('fw-status-badge fw-status-badge--success');
    expect(badge.getAttribute('data-status')).toBe('free');
  });

  it('is neutral unless told', () => {
    render(<StatusBadge>Entwurf</StatusBadge>);
    expect(screen.getByText('Entwurf').getAttribute('data-tone')).toBe('neutral');
  });
});
