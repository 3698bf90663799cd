import { clientProfile, supplierProfile } from '../../testing/fixtures';
import type { UserType } from '@fachwerk/shared/contracts';
import { contractsResolver, errorText } from '@fachwerk/web/data-access/forms';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { fromProfile, profileSchema, toUpdateRequest, type ProfileFormValues } from './profile-form';

/** The form's resolver over the profile schema; each failure as its message key and parameters. */
async function validateProfile(values: ProfileFormValues, userType: UserType) {
  const t = (key: string, params?: Record<string, unknown>) => JSON.stringify({ key, params: { ...params, field: undefined } });
  const resolver = contractsResolver<ProfileFormValues>((v: FieldValues) => profileSchema(userType, v as ProfileFormValues), { t });
  const { errors } = await resolver(values, undefined, {} as ResolverOptions<ProfileFormValues>);
  const at = (path: string) => {
    const text = errorText(errors, path);
    return text === undefined ? undefined : (JSON.parse(text) as { key: string; params: Record<string, unknown> });
  };
  return { at, none: Object.keys(errors).length === 0 };
}

describe('profile form model', () => {
  it('accepts a complete supplier profile as loaded', async () => {
    expect((await validateProfile(fromProfile(supplierProfile()), 'supplier')).none).toBe(true);
  });

  it('names the rules of §5: daily ≤ 24, weekly ≤ 168, required fields, IBAN, e-mail', async () => {
    const values = {
      ...fromProfile(supplierProfile()),
      dailyHours: '25',
      weeklyHours: '169',
      companyName: '  ',
      accountNo: 'DE89370400440532013001',
      companyEmail: 'kein-at-zeichen',
    };
    const { at } = await validateProfile(values, 'supplier');
    expect(at('dailyHours')).toEqual({ key: 'validation.dailyHours', params: { max: 24 } });
    expect(at('weeklyHours')).toEqual({ key: 'validation.weeklyHours', params: { max: 168 } });
    expect(at('companyName')).toEqual({ key: 'validation.required', params: {} });
    expect(at('accountNo')).toEqual({ key: 'validation.iban', params: {} });
    expect(at('companyEmail')).toEqual({ key: 'validation.email', params: {} });
  });

  it('checks every row of a list and names the row', async () => {
    const values = fromProfile(supplierProfile());
    values.reference.push({ name: '', number: 'abc' });
    values.categoryAvailability.push({ category: 'svc-2', numberOfResource: '0', areaRegion: [] });
    const { at } = await validateProfile(values, 'supplier');
    expect(at('reference.1.name')).toEqual({ key: 'validation.required', params: {} });
    expect(at('reference.1.number')).toEqual({ key: 'validation.phone', params: {} });
    expect(at('categoryAvailability.1.numberOfResource')).toEqual({ key: 'validation.min.numeric', params: { min: 1 } });
    expect(at('categoryAvailability.1.areaRegion')).toEqual({ key: 'validation.required', params: {} });
    expect(at('reference.0.name')).toBeUndefined();
  });

  it('sends a client only the fields a client account has (the API refuses others)', async () => {
    const body = toUpdateRequest(fromProfile(clientProfile()), 'client');
    expect(Object.keys(body).sort()).toEqual(
      ['address', 'companyName', 'contactPerson', 'dialCode', 'documents', 'firstName', 'industry', 'language', 'lastName', 'phoneNumber', 'profilePic', 'vat'].sort(),
    );
    // not stated: sent as null (cleared); a supplier never sends it
    expect(body.industry).toBeNull();
    expect(toUpdateRequest(fromProfile(clientProfile({ industry: 'logistics' })), 'client').industry).toBe('logistics');
    expect(toUpdateRequest(fromProfile(supplierProfile()), 'supplier')).not.toHaveProperty('industry');
    expect((await validateProfile(fromProfile(clientProfile()), 'client')).none).toBe(true);
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

  it('checks phone numbers, VAT id and IBAN as the API does (international numbers pass)', async () => {
    const values = { ...fromProfile(supplierProfile()), phoneNumber: '+49 40 123456', vat: 'DE 298 765 431', accountNo: 'DE89 3704 0044 0532 0130 00' };
    expect((await validateProfile(values, 'supplier')).none).toBe(true);
    const wrong = await validateProfile({ ...values, phoneNumber: '040 12345a', vat: 'DEABCDEFGHI', accountNo: 'DE89 3704 0044 0532 0130 01' }, 'supplier');
    expect([wrong.at('phoneNumber')?.key, wrong.at('vat')?.key, wrong.at('accountNo')?.key]).toEqual(['validation.phone', 'validation.vat', 'validation.iban']);
  });
});
