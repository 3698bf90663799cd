import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterToggles, statusFilterItems } from './FilterToggles';

const tabs = [
  { id: '' as const, label: 'Alle', count: 3 },
  { id: 'pending' as const, label: 'Offen', count: 2 },
  { id: 'rejected' as const, label: 'Abgelehnt', testId: 'filter-rejected' },
];

describe('FilterToggles', () => {
  it('is a named group of toggle buttons, the selected one pressed, counts after the labels', () => {
    render(<FilterToggles label="Status" tabs={tabs} selected="pending" onSelect={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Status' }).className).toBe('fw-tabs fw-tabs--toggles');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Alle (3)', 'false'],
      ['Offen (2)', 'true'],
      ['Abgelehnt', 'false'],
    ]);
    expect(screen.getByRole('button', { name: 'Offen (2)' }).className).toBe('fw-tab fw-tab--active');
    expect(screen.getByTestId('filter-rejected')).toBe(buttons[2]);
  });

  it('hands the chosen value to the page', () => {
    const onSelect = jest.fn();
    render(<FilterToggles label="Status" tabs={tabs} selected="" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abgelehnt' }));
    expect(onSelect).toHaveBeenCalledWith('rejected');
  });

  it('builds a status filter: "all" counts every status, no counts while they load', () => {
    const label = (status: 'open' | 'draft') => (status === 'open' ? 'Offen' : 'Entwurf');
    expect(statusFilterItems('Alle', ['open', 'draft'] as const, label, { open: 2 })).toEqual([
      { id: '', label: 'Alle', count: 2 },
      { id: 'open', label: 'Offen', count: 2 },
      { id: 'draft', label: 'Entwurf', count: undefined },
    ]);
    expect(statusFilterItems('Alle', ['open'] as const, label, undefined).map((item) => item.count)).toEqual([undefined, undefined]);
  });
});
