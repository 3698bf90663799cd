import { resolveBuyerReference } from './buyer-reference';

const jobId = '3f2a9c1b-0000-4000-8000-000000000001';
const profile = (over: Partial<{ publicBuyer: boolean; leitwegId: string | null; buyerReference: string | null }> = {}) => ({
  publicBuyer: false,
  leitwegId: null,
  buyerReference: null,
  ...over,
});

describe('resolveBuyerReference (BT-10)', () => {
  it('carries the client’s Leitweg-ID on every invoice to it', () => {
    expect(resolveBuyerReference({ jobId, job: null, profile: profile({ publicBuyer: true, leitwegId: '991-33333TEST-33' }) })).toEqual({
      reference: '991-33333TEST-33',
      leitwegId: '991-33333TEST-33',
      publicBuyer: true,
    });
  });

  it('a job’s own Leitweg-ID overrides the profile’s, and a Leitweg-ID wins over a chosen reference', () => {
    const binding = resolveBuyerReference({
      jobId,
      job: { leitwegId: '04011000-1234512345-06', buyerReference: null },
      profile: profile({ leitwegId: '991-33333TEST-33', buyerReference: 'KST 4711' }),
    });
    expect(binding.reference).toBe('04011000-1234512345-06');
  });

  it('without a Leitweg-ID: the reference the client chose (the job’s first), else the job’s number, never its title', () => {
    expect(resolveBuyerReference({ jobId, job: { leitwegId: null, buyerReference: 'Bestellung 881' }, profile: profile({ buyerReference: 'KST 4711' }) }).reference).toBe('Bestellung 881');
    expect(resolveBuyerReference({ jobId, job: null, profile: profile({ buyerReference: 'KST 4711' }) }).reference).toBe('KST 4711');
    expect(resolveBuyerReference({ jobId, job: null, profile: null })).toEqual({ reference: 'Auftrag 3F2A9C1B', leitwegId: null, publicBuyer: false });
  });

  it('reports a public buyer without any Leitweg-ID (issuing is refused on that)', () => {
    expect(resolveBuyerReference({ jobId, job: null, profile: profile({ publicBuyer: true }) })).toMatchObject({ leitwegId: null, publicBuyer: true });
  });
});
