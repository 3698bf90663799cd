import { encodePng } from '../../seed/png';
import { detectUploadType, looksLikeCsv } from './file-types';

const PNG = encodePng(2, 2, () => [0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(0)]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF');
/** OLE2 header followed by an empty sector (a legacy .doc/.xls container). */
const OLE2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);

describe('detectUploadType', () => {
  it('accepts images by content, whatever the name says', async () => {
    await expect(detectUploadType(PNG, 'bild.jpg', 'images')).resolves.toEqual({ ext: 'png', mime: 'image/png' });
    await expect(detectUploadType(JPEG, 'foto.jpeg', 'images')).resolves.toEqual({ ext: 'jpeg', mime: 'image/jpeg' });
    await expect(detectUploadType(JPEG, 'foto', 'images')).resolves.toEqual({ ext: 'jpg', mime: 'image/jpeg' });
  });

  it('refuses text posing as an image and images in the documents slot', async () => {
    await expect(detectUploadType(Buffer.from('hello'), 'x.png', 'images')).resolves.toBeNull();
    await expect(detectUploadType(PNG, 'x.pdf', 'documents')).resolves.toBeNull();
    await expect(detectUploadType(PDF, 'x.pdf', 'images')).resolves.toBeNull();
    await expect(detectUploadType(PDF, 'x.pdf', 'documents')).resolves.toEqual({ ext: 'pdf', mime: 'application/pdf' });
  });

  it('takes an OLE2 container as .doc only when it is named .doc, as .xls only in the general slot', async () => {
    await expect(detectUploadType(OLE2, 'vertrag.doc', 'documents')).resolves.toEqual({ ext: 'doc', mime: 'application/msword' });
    await expect(detectUploadType(OLE2, 'tabelle.xls', 'documents')).resolves.toBeNull();
    await expect(detectUploadType(OLE2, 'tabelle.xls', 'general')).resolves.toEqual({ ext: 'xls', mime: 'application/vnd.ms-excel' });
    await expect(detectUploadType(OLE2, 'x.msi', 'general')).resolves.toBeNull();
    // a text file named .doc has no OLE2 magic
    await expect(detectUploadType(Buffer.from('plain text'), 'x.doc', 'documents')).resolves.toBeNull();
  });

  it('takes CSV text in the general slot only when named .csv', async () => {
    const csv = Buffer.from('Name;Stunden\nAnna;8\n');
    await expect(detectUploadType(csv, 'liste.csv', 'general')).resolves.toEqual({ ext: 'csv', mime: 'text/csv' });
    await expect(detectUploadType(csv, 'liste.txt', 'general')).resolves.toBeNull();
    await expect(detectUploadType(csv, 'liste.csv', 'documents')).resolves.toBeNull();
  });
});

describe('looksLikeCsv', () => {
  it('accepts delimited UTF-8 text with consistent columns', () => {
    expect(looksLikeCsv(Buffer.from('\uFEFFa,b,c\r\n1,2,3\r\n'))).toBe(true);
    expect(looksLikeCsv(Buffer.from('Größe\tMenge\nXL\t3\n'))).toBe(true);
  });

  it('refuses binary data, HTML and ragged rows', () => {
    expect(looksLikeCsv(Buffer.from([0x00, 0x01, 0x02, 0x41]))).toBe(false);
    expect(looksLikeCsv(Buffer.from([0xc3, 0x28]))).toBe(false); // invalid UTF-8
    expect(looksLikeCsv(Buffer.from('<script>alert(1)</script>'))).toBe(false);
    expect(looksLikeCsv(Buffer.from('a;b;c\n1;2\n'))).toBe(false);
    expect(looksLikeCsv(Buffer.alloc(0))).toBe(false);
  });
});
