import { jest } from '@jest/globals';
import { recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { fireEvent, screen } from '@testing-library/react';
import { RejectDialog } from './RejectDialog';

beforeEach(() => recordApiEffects());

describe('RejectDialog', () => {
  it('requires a reason: an empty or blank one is refused with the field named', () => {
    const onReject = jest.fn();
    renderWithApp(<RejectDialog busy={false} onCancel={() => undefined} onReject={onReject} />);
    const dialog = screen.getByRole('dialog', { name: 'Konto ablehnen' });
    fireEvent.change(screen.getByLabelText('Begründung'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.getByRole('alert').textContent).toBe('Das Feld Begründung ist erforderlich.');
    expect(screen.getByLabelText('Begründung').getAttribute('aria-invalid')).toBe('true');
    expect(onReject).not.toHaveBeenCalled();
    expect(dialog).toBeTruthy();
  });

  it('hands over the trimmed reason', () => {
    const onReject = jest.fn();
    renderWithApp(<RejectDialog busy={false} onCancel={() => undefined} onReject={onReject} />);
    fireEvent.change(screen.getByLabelText('Begründung'), { target: { value: '  Handelsregisterauszug fehlt ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(onReject).toHaveBeenCalledWith('Handelsregisterauszug fehlt');
  });

  it('cancels with Escape', () => {
    const onCancel = jest.fn();
    renderWithApp(<RejectDialog busy={false} onCancel={onCancel} onReject={() => undefined} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });
});
