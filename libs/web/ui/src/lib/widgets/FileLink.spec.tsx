import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@fachwerk/web/data-access';
import { renderWithApp } from '@fachwerk/web/data-access/testing';
import { FileLink } from './FileLink';
import { apiFileUrl } from './files';

const FILE_ID = '0b6f1c52-6a55-4a7c-9f0e-3d2a1f1e9c11';

const link = (
  <FileLink
    path="/api/v1/files/0b6f1c52-6a55-4a7c-9f0e-3d2a1f1e9c11"
    label="Angebot.pdf"
    openLabel={(name) => `${name} öffnen`}
    failedText="Die Datei konnte nicht geöffnet werden."
  />
);

/** fetch answering with `status`; records the Authorization header (and URL) of each call. */
function fakeFetch(status: () => number, urls: string[] = []) {
  const auth: (string | undefined)[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
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
  afterEach(() => {
    jest.restoreAllMocks();
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  });

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

  it('sends the token only to the API origin’s file route: any other reference is plain text, never fetched', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: 'http://api.test' });
    const urls: string[] = [];
    const auth = fakeFetch(() => 200, urls);
    const foreign = [
      `https://attacker.example/api/v1/files/${FILE_ID}`,
      `//attacker.example/api/v1/files/${FILE_ID}`,
      `http://api.test.attacker.example/api/v1/files/${FILE_ID}`,
      `http://api.test:8080/api/v1/files/${FILE_ID}`,
      'https://attacker.example/steal.pdf',
      `/api/v1/auth/me`,
      `/api/v1/files/${FILE_ID}/../../auth/me`,
      'javascript:alert(1)',
    ];
    for (const path of foreign) {
      expect(apiFileUrl(path)).toBeNull();
      const view = renderWithApp(
        <FileLink path={path} openLabel={(name) => `${name} öffnen`} failedText="Fehler" />,
        { role: 'admin' },
      );
      expect(view.container.querySelector('button, a')).toBeNull();
      expect(view.container.textContent).toBe(path);
      view.unmount();
    }
    expect(urls).toEqual([]);

    renderWithApp(link, { role: 'admin' });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot.pdf öffnen' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(urls).toEqual([`http://api.test/api/v1/files/${FILE_ID}`]);
    expect(auth).toEqual(['Bearer token-admin']);
    expect(apiFileUrl(`http://api.test/api/v1/files/${FILE_ID}`)).toBe(`http://api.test/api/v1/files/${FILE_ID}`);
  });
});
