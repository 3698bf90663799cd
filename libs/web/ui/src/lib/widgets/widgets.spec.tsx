import { jest } from '@jest/globals';
import { initI18n } from '@fachwerk/web/data-access';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FileUploadPreview, truncateFileName } from './FileUploadPreview';
import { ProfileRing } from './ProfileRing';
import { SeeMore } from './SeeMore';

beforeAll(() => {
  initI18n('de');
});

const file = (name: string) => new File(['x'], name);

function UploadSlot({ upload, onPath }: { upload: (f: File, p: (n: number) => void) => Promise<string>; onPath: (p: string | null) => void }) {
  const [path, setPath] = useState<string | null>('/files/old.png');
  return (
    <FileUploadPreview
      label="Logo"
      slot="images"
      path={path}
      upload={upload}
      onChange={(p) => {
        setPath(p);
        onPath(p);
      }}
    />
  );
}

describe('FileUploadPreview', () => {
  it('rejects a wrong type with "Invalid file Formate" and clears the slot', () => {
    const upload = jest.fn<(f: File, p: (n: number) => void) => Promise<string>>();
    const onPath = jest.fn();
    render(<UploadSlot upload={upload} onPath={onPath} />);
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file('vertrag.pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid file Formate');
    expect(onPath).toHaveBeenLastCalledWith(null);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
  });

  it('shows progress, then the stored file with a remove X', async () => {
    let progress: (n: number) => void = () => undefined;
    let finish: (path: string) => void = () => undefined;
    const upload = (_f: File, onProgress: (n: number) => void) =>
      new Promise<string>((resolve) => {
        progress = onProgress;
        finish = resolve;
      });
    const onPath = jest.fn();
    render(<UploadSlot upload={upload} onPath={onPath} />);
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file('ein-sehr-langer-dateiname-fuer-das-logo.png')] } });
    act(() => progress(40));
    expect(screen.getByRole('progressbar', { name: 'Wird hochgeladen …' }).getAttribute('value')).toBe('40');
    await act(async () => finish('/files/abc.png'));
    expect(onPath).toHaveBeenLastCalledWith('/files/abc.png');
    const remove = screen.getByRole('button', { name: 'Datei ein-sehr-langer-dateiname-fuer-das-logo.png entfernen' });
    expect(screen.getByText('ein-sehr-langer-dat….png')).toBeTruthy();
    fireEvent.click(remove);
    expect(onPath).toHaveBeenLastCalledWith(null);
  });

  it('shows the server message and clears the slot when the upload fails', async () => {
    const onPath = jest.fn();
    render(<UploadSlot upload={() => Promise.reject(new Error('Datei zu groß'))} onPath={onPath} />);
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file('foto.jpg')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Datei zu groß'));
    expect(onPath).toHaveBeenLastCalledWith(null);
  });

  it('truncates long names keeping the extension', () => {
    expect(truncateFileName('kurz.pdf')).toBe('kurz.pdf');
    expect(truncateFileName('abcdefghijklmnopqrstuvwxyz.pdf', 12)).toBe('abcdefg….pdf');
  });
});

describe('SeeMore', () => {
  it('truncates with an ellipsis and expands', () => {
    render(<SeeMore text={'Fliesenleger '.repeat(20)} limit={20} />);
    expect(screen.getByText(/…$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText(/…$/)).toBeNull();
  });
});

describe('ProfileRing', () => {
  it('shows the completion percentage', () => {
    render(<ProfileRing percent={67.4} />);
    const ring = screen.getByTestId('profile-ring');
    expect(ring.getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByText('Profil zu 67 % vollständig')).toBeTruthy();
  });
});
