import { jest } from '@jest/globals';
import { initI18n } from '@fachwerk/web/data-access';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReasonDialog } from './ReasonDialog';

beforeAll(() => {
  initI18n('de');
});

function renderDialog(props: Partial<Parameters<typeof ReasonDialog>[0]> = {}) {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  render(
    <ReasonDialog
      title="Konto ablehnen"
      text="Der Grund geht per E-Mail an das Konto."
      label="Begründung"
      maxLength={20}
      submitLabel="Ablehnen"
      busy={false}
      testId="reject-dialog"
      onCancel={onCancel}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, onCancel };
}

describe('ReasonDialog', () => {
  it('requires a reason: a blank one is refused with the field named', () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText('Begründung'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.getByRole('alert').textContent).toBe('Das Feld Begründung ist erforderlich.');
    expect(screen.getByLabelText('Begründung').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a reason longer than maxLength, and names the default field "Grund"', () => {
    const { onSubmit } = renderDialog({ label: undefined });
    fireEvent.change(screen.getByLabelText('Grund'), { target: { value: 'x'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.getByRole('alert').textContent).toBe('Grund darf nicht länger als 20 Zeichen sein.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the trimmed reason', () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText('Begründung'), { target: { value: '  Nachweis fehlt ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(onSubmit).toHaveBeenCalledWith('Nachweis fehlt');
  });

  it('accepts an empty optional reason', () => {
    const { onSubmit } = renderDialog({ optional: true });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(onSubmit).toHaveBeenCalledWith('');
  });

  it('shows the API failure, and is busy: buttons disabled, Escape ignored', () => {
    const { onCancel } = renderDialog({ busy: true, error: 'Das Konto ist schon abgelehnt.' });
    expect(screen.getByRole('alert').textContent).toBe('Das Konto ist schon abgelehnt.');
    expect((screen.getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Wird geladen …' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Escape', () => {
    const { onCancel } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Konto ablehnen' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });
});
