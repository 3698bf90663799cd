import { translate } from '@fachwerk/shared/i18n/server';
import { contractsResolver } from '@fachwerk/web/data-access/forms';
import type { ResolverOptions } from 'react-hook-form';
import { emptyWorkerForm, toWorkerRequest, workerFormRules, type WorkerFormValues } from './worker-form';

describe('toWorkerRequest', () => {
  it('leaves out empty values for a new worker and keeps the defaults', () => {
    expect(
      toWorkerRequest({ ...emptyWorkerForm(), fullName: ' Lena Wolf ', workingHrs: 7.5 }, 'add'),
    ).toEqual({
      fullName: 'Lena Wolf',
      dialCode: '+49',
      workingHrs: 7.5,
      jobType: 'fullTime',
      proficiency: 'fresher',
      termAndCondition: 0,
      isAddFavorite: 0,
    });
  });

  it('sends null for fields an edit emptied, so the server clears them', () => {
    const body = toWorkerRequest(
      { ...emptyWorkerForm(), fullName: 'Lena Wolf' },
      'edit',
    ) as unknown as Record<string, unknown>;
    expect(body['position']).toBeNull();
    expect(body['serviceType']).toBeNull();
    expect(body['workingHrs']).toBeNull();
    expect(body['fullName']).toBe('Lena Wolf');
  });

  it('keeps the coordinates of a service area chosen from the address widget', () => {
    const values = {
      ...emptyWorkerForm(),
      fullName: 'Lena Wolf',
      serviceAreaLocationPrefernces: [
        {
          serviceArea: 'Köln',
          locationPreference: '',
          city: 'Köln',
          state: 'Nordrhein-Westfalen',
          country: '',
          lat: 50.94,
          long: 6.96,
        },
      ],
    };
    expect(toWorkerRequest(values, 'add').serviceAreaLocationPrefernces).toEqual([
      { serviceArea: 'Köln', city: 'Köln', state: 'Nordrhein-Westfalen', lat: 50.94, long: 6.96 },
    ]);
  });
});

describe('workerFormRules', () => {
  const check = async (values: WorkerFormValues) => {
    const resolver = contractsResolver<WorkerFormValues>((v) => workerFormRules(v as WorkerFormValues), {
      t: (key, params) => translate('de', key, params as Record<string, string | number>),
    });
    const { errors } = await resolver(values, undefined, {} as ResolverOptions<WorkerFormValues>);
    const flat: Record<string, string> = {};
    const walk = (node: Record<string, unknown>, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        const path = prefix ? `${prefix}.${key}` : key;
        const error = value as { type?: unknown; message?: unknown };
        if (typeof error.type === 'string' && typeof error.message === 'string') flat[path] = error.type;
        else walk(value as Record<string, unknown>, path);
      }
    };
    walk(errors as Record<string, unknown>, '');
    return flat;
  };

  it('refuses what the API refuses, with the contracts rules', async () => {
    expect(
      await check({
        ...emptyWorkerForm(),
        email: 'x@',
        dialCode: '49',
        phoneNumber: '0170-abc',
        workingHrs: 24.5,
        startDate: '2026-05-01',
        endDate: '2026-04-01',
        reference: [{ name: '', number: 'abc' }],
      }),
    ).toEqual({
      fullName: 'required',
      email: 'email',
      dialCode: 'dial_code',
      phoneNumber: 'phone',
      workingHrs: 'max_value',
      endDate: 'not_before',
      'reference.0.name': 'required',
      'reference.0.number': 'phone',
    });
  });

  it('accepts international numbers, 24 hours and an end on the start day', async () => {
    expect(
      await check({
        ...emptyWorkerForm(),
        fullName: 'Lena Wolf',
        phoneNumber: '+49 170 1234567',
        workingHrs: 24,
        startDate: '2026-05-01',
        endDate: '2026-05-01',
        reference: [{ name: 'Klaus Meier', number: '0221 123456' }],
      }),
    ).toEqual({});
  });
});
