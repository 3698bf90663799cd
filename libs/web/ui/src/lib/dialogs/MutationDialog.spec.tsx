import { jest } from '@jest/globals';
import { configureApiEffects, initI18n, resetApiEffects } from '@fachwerk/web/data-access';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMutationAction, type MutationOutcome } from '../list/useMutationAction';
import { MutationDialog } from './MutationDialog';

beforeAll(() => {
  initI18n('de');
});

type Outcome = MutationOutcome<{ message: string }>;

function Reject({ mutate, onClose, reason = 'x' }: { mutate: () => Promise<Outcome>; onClose: () => void; reason?: string }) {
  const action = useMutationAction(mutate, { onSuccess: onClose });
  return (
    <MutationDialog
      title="Ablehnen"
      action={action}
      confirmLabel="Ablehnen"
      error={reason ? null : 'Bitte einen Grund angeben.'}
      onClose={onClose}
      onConfirm={() => void action.run()}
    >
      <p>Wirklich?</p>
    </MutationDialog>
  );
}

describe('MutationDialog', () => {
  const notifySuccess = jest.fn<(message: string) => void>();
  beforeEach(() => {
    notifySuccess.mockReset();
    configureApiEffects({ notifySuccess });
  });
  afterEach(() => resetApiEffects());

  it('disables both buttons and Escape while the mutation runs, then toasts and closes', async () => {
    let resolve: (v: Outcome) => void = () => undefined;
    const onClose = jest.fn();
    render(<Reject mutate={() => new Promise((r) => (resolve = r))} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect((screen.getByRole('button', { name: 'Ablehnen' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => resolve({ data: { message: 'Abgelehnt.' } }));
    expect(notifySuccess).toHaveBeenCalledWith('Abgelehnt.');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the API error with its code in the dialog and stays open', async () => {
    const onClose = jest.fn();
    const failure = { error: { status: 409, code: 'AWARD_NOT_PENDING', message: 'Der Zuschlag ist nicht mehr offen.' } } as unknown as Outcome;
    render(<Reject mutate={() => Promise.resolve(failure)} onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Der Zuschlag ist nicht mehr offen.');
    expect(alert.getAttribute('data-code')).toBe('AWARD_NOT_PENDING');
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the dialog’s own check', () => {
    render(<Reject mutate={() => Promise.resolve({ data: { message: '' } })} onClose={jest.fn()} reason="" />);
    expect(screen.getByRole('alert').textContent).toBe('Bitte einen Grund angeben.');
  });
});
