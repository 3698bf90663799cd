import { emptyWorkerForm, toWorkerRequest, validateWorker } from './worker-form';

describe('toWorkerRequest', () => {
  it('leaves out empty values for a new worker and keeps the defaults', () => {
    expect(
      toWorkerRequest({ ...emptyWorkerForm(), fullName: ' Lena Wolf ', workingHrs: '7,5' }, 'add'),
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

describe('validateWorker', () => {
  it('mirrors the server rules', () => {
    const errors = validateWorker({
      ...emptyWorkerForm(),
      email: 'x@',
      phoneNumber: '0170 123',
      workingHrs: '24.5',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
      reference: [{ name: '', number: 'abc' }],
    });
    expect(errors).toEqual({
      fullName: { key: 'validation.required' },
      email: { key: 'validation.email' },
      phoneNumber: { key: 'validation.numeric' },
      workingHrs: { key: 'validation.max.numeric', params: { max: 24 } },
      endDate: { key: 'team.validation.endBeforeStart', params: { other: 'startDate' } },
      'reference.0.name': { key: 'validation.required' },
      'reference.0.number': { key: 'validation.type' },
    });
    expect(validateWorker({ ...emptyWorkerForm(), fullName: 'Lena Wolf', workingHrs: '24' })).toEqual({});
  });
});
