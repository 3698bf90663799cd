import { FILE_PATH_PATTERN, filePathOf, uploadIdOfPath } from './files';

describe('file paths', () => {
  const id = '5d7c1f9e-3a0b-4a49-9a55-8f1f5a3c1e21';

  it('reads the upload id of the API file route only', () => {
    expect(uploadIdOfPath(`/api/v1/files/${id.toUpperCase()}`)).toBe(id);
    expect(uploadIdOfPath(filePathOf(id))).toBe(id);
    expect(FILE_PATH_PATTERN.test(filePathOf(id))).toBe(true);
  });

  it('refuses outside URLs, other routes, traversal and non-strings', () => {
    for (const value of [
      `https://evil.example/api/v1/files/${id}`,
      `//evil.example/api/v1/files/${id}`,
      `/api/v1/files/${id}/../../x`,
      '/api/v1/files/../etc/passwd',
      `/api/v1/uploads/${id}`,
      id,
      '',
      null,
      42,
    ]) {
      expect(uploadIdOfPath(value)).toBeNull();
    }
  });
});
