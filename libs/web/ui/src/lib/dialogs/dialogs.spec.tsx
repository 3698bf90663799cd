import { jest } from '@jest/globals';
import { initI18n } from '@fachwerk/web/data-access';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

beforeAll(() => {
  initI18n('de');
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      {open && <ConfirmDialog heading="Abmelden" text="Wirklich?" onCancel={() => setOpen(false)} onConfirm={() => setOpen(false)} />}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled modal with heading, text, cancel and confirm', () => {
    render(<ConfirmDialog heading="Abmelden" text="Möchten Sie sich abmelden?" onCancel={() => undefined} onConfirm={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Abmelden' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-testid')).toBe('confirm-dialog');
    expect(screen.getByText('Möchten Sie sich abmelden?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeTruthy();
  });

  it('moves focus in, traps Tab, closes on Escape and restores focus to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = screen.getByRole('button', { name: 'Abbrechen' });
    const confirm = screen.getByRole('button', { name: 'Bestätigen' });
    // react-aria moves focus after the opening click's frame (a click without a pointer counts as virtual)
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    // the × comes last: Tab runs cancel → confirm → × and wraps round to cancel
    const close = screen.getByRole('button', { name: 'Dialog schließen' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with the × in the corner, which a phone user without Escape can reach', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Abmelden' })).getByRole('button', { name: 'Dialog schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables every button while busy and ignores Escape', () => {
    const onCancel = jest.fn();
    render(<ConfirmDialog heading="Konto löschen" text="Sicher?" busy onCancel={onCancel} onConfirm={() => undefined} confirmLabel="Ja" cancelLabel="Nein" />);
    expect((screen.getByRole('button', { name: 'Nein' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Dialog schließen' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Wird geladen …' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('DeleteConfirmDialog', () => {
  it('disables delete while loading, cancel stays usable', () => {
    const onDelete = jest.fn();
    const onCancel = jest.fn();
    const { rerender } = render(<DeleteConfirmDialog title="Mitarbeiter löschen?" onCancel={onCancel} onDelete={onDelete} loading />);
    const del = screen.getByRole('button', { name: 'Löschen' }) as HTMLButtonElement;
    expect(del.disabled).toBe(true);
    fireEvent.click(del);
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    rerender(<DeleteConfirmDialog title="Mitarbeiter löschen?" onCancel={onCancel} onDelete={onDelete} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
