// The demo supplier's AÜG permit (§ 1 (1) AÜG): filed with a copy and verified, unlimited, so the demo
// supplier can apply to and be awarded resource jobs. Runs before the awards (their contracts declare
// it). Idempotent: a supplier with a permit on file is left alone.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { staffingPermits, uploads, users, type Db } from '@fachwerk/server/db';

const COPY = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export async function seedPermits(db: Db, storageDir: string): Promise<string> {
  const [supplier] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.supplier)).limit(1);
  if (!supplier) return 'permits skipped (no demo supplier)';
  const [filed] = await db.select({ id: staffingPermits.id }).from(staffingPermits).where(eq(staffingPermits.supplierId, supplier.id)).limit(1);
  if (filed) return 'permit already on file';
  const storageKey = `${randomUUID()}.pdf`;
  await fs.mkdir(storageDir, { recursive: true });
  await fs.writeFile(path.join(storageDir, storageKey), COPY);
  const [upload] = await db
    .insert(uploads)
    .values({ ownerId: supplier.id, slot: 'documents', mime: 'application/pdf', size: Buffer.byteLength(COPY), originalName: 'AUeG-Erlaubnis.pdf', storageKey })
    .returning({ id: uploads.id });
  await db.insert(staffingPermits).values({
    supplierId: supplier.id,
    agency: 'Bundesagentur für Arbeit, Regionaldirektion Nordrhein-Westfalen',
    issuedOn: '2021-03-01',
    unlimited: true,
    file: `/api/v1/files/${upload!.id}`,
    status: 'verified',
    verifiedAt: new Date(),
  });
  return 'a verified AÜG permit of the demo supplier';
}
