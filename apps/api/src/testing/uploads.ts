import type { TestApi } from './test-api';

/** The smallest file the upload route takes as a PDF (magic bytes and trailer). */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads `TEST_PDF` as the token's account into the documents slot; returns the stored path. */
export async function uploadTestPdf(api: TestApi, token: string, filename = 'lebenslauf.pdf'): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(TEST_PDF)]), filename);
  const response = await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { path: string }).path;
}
