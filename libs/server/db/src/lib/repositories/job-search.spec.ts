import { FEDERAL_STATES } from '@fachwerk/shared/contracts';
import {
  boundingBox,
  prefixTsquery,
  relevance,
  searchWords,
  supplierFit,
  type SupplierFit,
} from './job-search';

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased, unique, at most eight', () => {
    expect(searchWords('  Schweißer, Stahltreppe! ')).toEqual(['schweißer', 'stahltreppe']);
    expect(searchWords("Elektriker & | ! ' :* ( <-> 'x':*")).toEqual(['elektriker', 'x']);
    expect(searchWords('ÄRZTE ärzte Ärzte')).toEqual(['ärzte']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('!!! ---')).toEqual([]);
  });
});

describe('prefixTsquery', () => {
  it('joins stemmed lexemes as prefix terms with &', () => {
    expect(prefixTsquery(['elektrik'])).toBe("'elektrik':*");
    expect(prefixTsquery(['schweiss', 'stahltrepp', 'schweiss'])).toBe("'schweiss':* & 'stahltrepp':*");
  });

  it('drops anything that could be a tsquery operator or quote', () => {
    expect(prefixTsquery(["a'b", 'c:*', 'd&e', 'f|g', '!h', 'ok1'])).toBe("'ok1':*");
    expect(prefixTsquery([])).toBe('');
  });
});

describe('boundingBox', () => {
  it('spans the radius in degrees around the point', () => {
    const box = boundingBox(50, 10, 111.32);
    expect(box.minLat).toBeCloseTo(49, 5);
    expect(box.maxLat).toBeCloseTo(51, 5);
    expect(box.maxLng - 10).toBeCloseTo(1 / Math.cos((50 * Math.PI) / 180), 5);
  });
});

describe('supplierFit', () => {
  it('reads services, skills, regions, languages and weekly hours from the profile', () => {
    const fit = supplierFit({
      serviceType: ['s1'],
      specialSkillsOrExp: ['k1', 'k2', 'k1'],
      categoryAvailability: [
        { category: 's2', numberOfResource: 2, areaRegion: ['Bayern', 'Hessen'] },
        { category: 's1', numberOfResource: 1, areaRegion: ['Bayern', 'Atlantis'] },
      ],
      languageProficiency: [{ language: 'de', level: 'C2' }],
      dailyHours: 8,
    });
    expect(fit).toEqual({
      services: ['s1', 's2'],
      skills: ['k1', 'k2'],
      regions: ['Bayern', 'Hessen'],
      languages: ['de'],
      weeklyHours: 40,
    });
  });

  it('"Alle auswählen" means every state; an empty profile fits nothing', () => {
    expect(
      supplierFit({ categoryAvailability: [{ category: 's', areaRegion: ['Alle auswählen'] }] }).regions,
    ).toEqual([...FEDERAL_STATES]);
    expect(supplierFit(null)).toEqual({
      services: [],
      skills: [],
      regions: [],
      languages: [],
      weeklyHours: null,
    });
  });
});

describe('relevance', () => {
  const fit: SupplierFit = {
    services: ['elec'],
    skills: ['k1', 'k2'],
    regions: ['Bayern'],
    languages: ['de'],
    weeklyHours: 40,
  };
  const job = { serviceId: 'elec', federalState: 'Bayern', skills: ['k1'], languageIds: ['de'], hours: 40 };

  it('a job matching everything scores 100 with every reason', () => {
    expect(relevance(job, fit)).toEqual({
      score: 100,
      reasons: [
        { kind: 'service', matched: ['elec'] },
        { kind: 'skills', matched: ['k1'] },
        { kind: 'region', matched: ['Bayern'] },
        { kind: 'languages', matched: ['de'] },
        { kind: 'availability', matched: [] },
      ],
    });
  });

  it('skills count by the share of the job’s skills the supplier has', () => {
    expect(relevance({ ...job, skills: ['k1', 'x', 'y', 'z'], languageIds: [], hours: 60 }, fit).score).toBe(
      35 + 5 + 25,
    );
  });

  it('another trade counts only with a skill in a region of the supplier; otherwise 0 and no reasons', () => {
    expect(relevance({ ...job, serviceId: 'other' }, fit).score).toBe(20 + 25 + 10 + 10);
    expect(relevance({ ...job, serviceId: 'other', skills: [] }, fit)).toEqual({ score: 0, reasons: [] });
    expect(relevance({ ...job, serviceId: 'other', federalState: 'Hessen' }, fit)).toEqual({
      score: 0,
      reasons: [],
    });
  });

  it('availability needs known weekly hours covering the job’s hours', () => {
    expect(relevance({ ...job, hours: 41 }, fit).reasons.map((r) => r.kind)).not.toContain('availability');
    expect(relevance(job, { ...fit, weeklyHours: null }).reasons.map((r) => r.kind)).not.toContain(
      'availability',
    );
  });
});
