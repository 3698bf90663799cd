import { UPLOAD_MAX_BYTES, type ApiEnvelope, type UploadResponse } from '@fachwerk/shared/contracts';
import { encodePng } from '../../seed/png';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';

let api: TestApi;
let tokens: DemoTokens;

beforeAll(async () => {
  api = await startTestApi('uploads');
  tokens = await loginDemoUsers(api);
});

afterAll(async () => {
  await api?.close();
});

const PNG = encodePng(4, 4, () => [200, 30, 30]);
/** A PNG padded to exactly `size` bytes (trailing bytes after IEND do not change the detected type). */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(query: string, file: Buffer, filename: string, token?: string, language = 'de') {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(file)]), filename);
  const headers: Record<string, string> = { 'accept-language': language };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(`${api.baseUrl}/api/v1/uploads?${query}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as UploadResponse & ApiEnvelope };
}

const download = (path: string, token?: string) =>
  fetch(`${api.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /uploads', () => {
  it('accepts exactly 5 MB and answers {status, message, path}', async () => {
    const { status, body } = await upload('slot=images', pngOfSize(UPLOAD_MAX_BYTES), 'baustelle.png', tokens.client);
    expect(status).toBe(201);
    expect(body).toEqual({ status: true, message: 'Die Datei wurde hochgeladen.', path: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}$/) });
    const file = await download(body.path, tokens.client);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses 5 MB + 1 byte with 413', async () => {
    const { status, body } = await upload('slot=images', pngOfSize(UPLOAD_MAX_BYTES + 1), 'gross.png', tokens.client);
    expect(status).toBe(413);
    expect(body).toMatchObject({ status: false, code: 'UPLOAD_TOO_LARGE', message: 'Die Datei ist zu groß (höchstens 5 MB).' });
  });

  it('refuses a text file named .png with 415 "Invalid file Formate"', async () => {
    const { status, body } = await upload('slot=images', Buffer.from('just some text, not an image'), 'fake.png', tokens.client);
    expect(status).toBe(415);
    expect(body).toMatchObject({ status: false, code: 'UPLOAD_INVALID_FORMAT' });
    expect(body.message).toContain('Invalid file Formate');
    expect(body.message).toContain('png, jpg, jpeg');
    const en = await upload('slot=images', Buffer.from('text'), 'fake.png', tokens.client, 'en');
    expect(en.body.message).toBe('Invalid file Formate: allowed are png, jpg, jpeg.');
  });

  it('refuses a PNG in the documents slot with 415 and takes a PDF there', async () => {
    const png = await upload('slot=documents', PNG, 'scan.pdf', tokens.supplier);
    expect([png.status, png.body.code]).toEqual([415, 'UPLOAD_INVALID_FORMAT']);
    expect(png.body.message).toContain('doc, pdf');
    const pdf = await upload('slot=documents', PDF, 'nachweis.pdf', tokens.supplier);
    expect(pdf.status).toBe(201);
    expect((await download(pdf.body.path, tokens.supplier)).headers.get('content-type')).toBe('application/pdf');
  });

  it('takes a CSV in the general slot, but not in images', async () => {
    const csv = Buffer.from('Name;Stunden\nAnna;8\nJan;7,5\n');
    expect((await upload('slot=general', csv, 'stunden.csv', tokens.supplier)).status).toBe(201);
    expect((await upload('slot=images', csv, 'stunden.csv', tokens.supplier)).status).toBe(415);
  });

  it('validates the slot and requires a file', async () => {
    const noSlot = await upload('', PNG, 'a.png', tokens.client);
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.errors).toEqual({ slot: ['Das Feld Upload-Bereich ist erforderlich.'] });
    const badSlot = await upload('slot=videos', PNG, 'a.png', tokens.client, 'en');
    expect(badSlot.body.errors?.['slot']).toEqual(['The upload slot must be one of: images, documents, general.']);
    const noFile = await fetch(`${api.baseUrl}/api/v1/uploads?slot=images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.client}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as ApiEnvelope).errors).toEqual({ images: ['Das Feld Datei ist erforderlich.'] });
  });

  it('needs a login, and public visibility is for admins only', async () => {
    expect((await upload('slot=images', PNG, 'a.png')).status).toBe(401);
    const client = await upload('slot=images&visibility=public', PNG, 'a.png', tokens.client);
    expect([client.status, client.body.code]).toEqual([403, 'UPLOAD_PUBLIC_ADMIN_ONLY']);
    expect(client.body.message).toBe('Nur Administratoren dürfen öffentliche Dateien hochladen.');
  });
});

describe('GET /files/:id', () => {
  it('serves a private file to its owner and admins, 404 to everybody else', async () => {
    const { body } = await upload('slot=images', PNG, 'privat.png', tokens.client);
    expect((await download(body.path, tokens.client)).status).toBe(200);
    expect((await download(body.path, tokens.admin)).status).toBe(200);
    const other = await download(body.path, tokens.supplier);
    expect(other.status).toBe(404);
    expect(((await other.json()) as ApiEnvelope).code).toBe('NOT_FOUND');
    expect((await download(body.path)).status).toBe(404);
    // the same answer as for a file that does not exist: no existence leak
    expect((await download('/api/v1/files/00000000-0000-4000-8000-000000000000', tokens.supplier)).status).toBe(404);
    expect((await download('/api/v1/files/nope')).status).toBe(404);
  });

  it('serves a public file to guests', async () => {
    const { status, body } = await upload('slot=images&visibility=public', PNG, 'logo.png', tokens.admin);
    expect(status).toBe(201);
    const file = await download(body.path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // The shell (another origin) may show it in an <img>.
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
