import { translate } from '@fachwerk/shared/i18n/server';
import { emptyApplyDraft, toApplyRequest, validateApply } from './apply-form';

const t = (key: string, options?: Record<string, string | number>) => translate('de', key, options);
const resourceJob = { type: 'resource' as const, workersNeeded: 2, startDate: '2027-01-01', endDate: '2027-01-31' };

describe('apply form', () => {
  const proposal = (price: string) => ({ ...emptyApplyDraft(), workerIds: ['w1'], price, message: 'Hallo' });
  const en = (key: string, options?: Record<string, string | number>) => translate('en', key, options);

  it('reads prices by the kit\'s money rules (German grouping and decimals)', () => {
    for (const [typed, cents] of [['45', 4500], ['45,50', 4550], ['1.234,5', 123450], ['1.234', 123400], ['22.5 €', 2250]] as const) {
      expect(validateApply(proposal(typed), resourceJob, t)).toEqual({});
      expect(toApplyRequest(proposal(typed)).price).toBe(cents);
    }
    expect(validateApply(proposal('zwölf'), resourceJob, t)).toEqual({ price: 'Preis muss eine Zahl sein.' });
    expect(validateApply(proposal('-3'), resourceJob, t).price).toBeDefined();
  });

  it('never reads "1,234.50" as 1,23 €: "1.234,50" is 1.234,50 €, the English notation is refused in both languages', () => {
    expect(toApplyRequest(proposal('1.234,50')).price).toBe(123450);
    expect(validateApply(proposal('1.234,50'), resourceJob, t)).toEqual({});
    expect(validateApply(proposal('1,234.50'), resourceJob, t)).toEqual({ price: 'Preis muss eine Zahl sein.' });
    expect(validateApply(proposal('1,234.50'), resourceJob, en).price).toBeDefined();
    expect(validateApply(proposal('1,234'), resourceJob, t).price).toBeDefined();
  });

  it('names the field in every message', () => {
    const errors = validateApply(emptyApplyDraft(), resourceJob, t);
    expect(errors).toEqual({
      workerIds: 'Wählen Sie mindestens einen Eintrag im Feld Mitarbeiter.',
      price: 'Das Feld Preis ist erforderlich.',
      message: 'Die Nachricht darf nicht leer sein.',
    });
    const tooMany = validateApply(
      { ...emptyApplyDraft(), workerIds: ['a', 'b', 'c'], price: 'abc', message: 'Hallo' },
      resourceJob,
      t,
    );
    expect(tooMany).toEqual({
      workerIds: 'Im Feld Mitarbeiter sind höchstens 2 erlaubt.',
      price: 'Preis muss eine Zahl sein.',
    });
    // fixed-budget jobs take any number of proposed workers
    expect(
      validateApply(
        { ...emptyApplyDraft(), workerIds: ['a', 'b', 'c'], price: '5000', message: 'Hallo' },
        { type: 'fixedBudget', workersNeeded: 1, startDate: '2027-01-01' },
        t,
      ),
    ).toEqual({});
  });

  it("refuses a resource price below the minimum wage of the job's period (the API's rule)", () => {
    const draft = { ...emptyApplyDraft(), workerIds: ['a'], message: 'Hallo' };
    expect(validateApply({ ...draft, price: '14,59' }, resourceJob, t)).toEqual({
      price: 'Preis liegt unter dem gesetzlichen Mindestlohn für den Zeitraum der Arbeit (§ 1 MiLoG).',
    });
    expect(validateApply({ ...draft, price: '14,60' }, resourceJob, t)).toEqual({});
    expect(validateApply({ ...draft, price: '13,90' }, { ...resourceJob, startDate: '2026-12-01', endDate: '2026-12-31' }, t)).toEqual({});
  });

  it('sends cents, a trimmed message and no empty document slots', () => {
    const draft = {
      workerIds: ['w1', 'w2'],
      price: '42,50',
      message: '  Wir können ab März.  ',
      documents: [null, '/api/v1/files/f1', null],
    };
    expect(toApplyRequest(draft)).toEqual({
      workerIds: ['w1', 'w2'],
      price: 4250,
      message: 'Wir können ab März.',
      documents: ['/api/v1/files/f1'],
    });
    expect(toApplyRequest({ ...draft, documents: [null, null, null] })).toEqual({
      workerIds: ['w1', 'w2'],
      price: 4250,
      message: 'Wir können ab März.',
    });
  });
});
