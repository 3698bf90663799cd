import { clientProfile, supplierProfile } from '../../testing/fixtures';
import { isValidIban } from '../shared/validation';
import { fromProfile, toUpdateRequest, validateProfile } from './profile-form';

describe('profile form model', () => {
  it('accepts a complete supplier profile as loaded', () => {
    expect(validateProfile(fromProfile(supplierProfile()), 'supplier')).toEqual({});
  });

  it('names the rules of §5: daily ≤ 24, weekly ≤ 168, required fields, IBAN, e-mail', () => {
    const values = {
      ...fromProfile(supplierProfile()),
      dailyHours: '25',
      weeklyHours: '169',
      companyName: '  ',
      accountNo: 'DE89370400440532013001',
      companyEmail: 'kein-at-zeichen',
    };
    const errors = validateProfile(values, 'supplier');
    expect(errors['dailyHours']).toEqual({ key: 'max.numeric', params: { max: 24 } });
    expect(errors['weeklyHours']).toEqual({ key: 'max.numeric', params: { max: 168 } });
    expect(errors['companyName']).toEqual({ key: 'required' });
    expect(errors['accountNo']).toEqual({ key: 'iban' });
    expect(errors['companyEmail']).toEqual({ key: 'email' });
  });

  it('checks every row of a list and names the row', () => {
    const values = fromProfile(supplierProfile());
    values.reference.push({ name: '', number: 'abc' });
    values.categoryAvailability.push({ category: 'svc-2', numberOfResource: '0', areaRegion: [] });
    const errors = validateProfile(values, 'supplier');
    expect(errors['reference.1.name']).toEqual({ key: 'required' });
    expect(errors['reference.1.number']).toEqual({ key: 'type' });
    expect(errors['categoryAvailability.1.numberOfResource']).toEqual({ key: 'min.numeric', params: { min: 1 } });
    expect(errors['categoryAvailability.1.areaRegion']).toEqual({ key: 'required' });
    expect(errors['reference.0.name']).toBeUndefined();
  });

  it('sends a client only the fields a client account has (the API refuses others)', () => {
    const body = toUpdateRequest(fromProfile(clientProfile()), 'client');
    expect(Object.keys(body).sort()).toEqual(
      ['address', 'companyName', 'contactPerson', 'dialCode', 'documents', 'firstName', 'language', 'lastName', 'phoneNumber', 'profilePic', 'vat'].sort(),
    );
    expect(validateProfile(fromProfile(clientProfile()), 'client')).toEqual({});
  });

  it('sends emptied optional fields and lists as null, so the server forgets them (empty values are stripped)', () => {
    const values = { ...fromProfile(supplierProfile({ license: 'Meisterbrief', resume: '/api/v1/files/r1' })), license: ' ', reference: [], resume: null };
    const body = toUpdateRequest(values, 'supplier');
    expect(body.license).toBeNull();
    expect(body.reference).toBeNull();
    expect(body.resume).toBeNull();
    expect(body.documents).toEqual([]);
  });

  it('shows the hourly rate in euros and sends cents', () => {
    const values = fromProfile(supplierProfile({ hourlyRate: 4550 }));
    expect(values.hourlyRate).toBe('45,50');
    expect(toUpdateRequest({ ...values, hourlyRate: '52,25' }, 'supplier').hourlyRate).toBe(5225);
  });

  it('validates IBANs by checksum', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});
