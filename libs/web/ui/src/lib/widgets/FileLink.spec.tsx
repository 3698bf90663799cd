import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@fachwerk/web/data-access/testing';
import { FileLink } from './FileLink';

const link = (
  <FileLink
    path="/api/v1/files/0b6f1c52-6a55-4a7c-9f0e-3d2a1f1e9c11"
    label="Angebot.pdf"
    openLabel={(name) => `${name} öffnen`}
    failedText="Die Datei konnte nicht geöffnet werden."
  />
);

/** fetch answering with `status`; records the Authorization header of each call. */
function fakeFetch(status: () => number) {
  const auth: (string | undefined)[] = [];
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    auth.push((init?.headers as Record<string, string> | undefined)?.['Authorization']);
    return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: status() });
  }) as typeof fetch;
  return auth;
}

describe('FileLink', () => {
  const downloads: string[] = [];
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = () => 'blob:angebot';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches the file with the session token and offers it as a download', async () => {
    const auth = fakeFetch(() => 200);
    renderWithApp(link, { role: 'client' });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot.pdf öffnen' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(auth).toEqual(['Bearer token-client']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the file cannot be opened, and clears that on the next try', async () => {
    let status = 404;
    fakeFetch(() => status);
    renderWithApp(link, { role: 'supplier' });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot.pdf öffnen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Datei konnte nicht geöffnet werden.');
    expect(downloads).toHaveLength(0);
    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Angebot.pdf öffnen' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
