import { translate } from '@fachwerk/shared/i18n/server';
import { emptyApplyDraft, parseEuros, toApplyRequest, validateApply } from './apply-form';

const t = (key: string, options?: Record<string, string | number>) => translate('de', key, options);
const resourceJob = { type: 'resource' as const, workersNeeded: 2 };

describe('apply form', () => {
  it('reads German and plain amounts', () => {
    expect(parseEuros('45')).toBe(45);
    expect(parseEuros('45,50')).toBe(45.5);
    expect(parseEuros('1.234,5')).toBe(1234.5);
    expect(parseEuros('1.234')).toBe(1234);
    expect(parseEuros('12.5 €')).toBe(12.5);
    expect(parseEuros('zwölf')).toBeNull();
    expect(parseEuros('-3')).toBeNull();
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
        { type: 'fixedBudget', workersNeeded: 1 },
        t,
      ),
    ).toEqual({});
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
