import { PROFILE_COMPLETION_FIELDS, profilePercentage, type ProfileCompletionInput } from './profile-percentage';

const client: ProfileCompletionInput = {
  userType: 'client',
  firstName: 'Eva',
  lastName: 'Test',
  email: 'eva@test.example',
  companyName: null,
  profilePic: null,
  documents: [],
  profile: {},
};

describe('profilePercentage', () => {
  it('weighs every listed field the same', () => {
    // firstName, lastName, email of 10 client fields
    expect(profilePercentage(client)).toBe(30);
    expect(profilePercentage({ ...client, companyName: 'Test GmbH', profile: { vat: 'DE1', address: 'Köln' } })).toBe(60);
  });

  it('grows as fields are filled and reaches 100 when all are', () => {
    const full: ProfileCompletionInput = {
      ...client,
      companyName: 'Test GmbH',
      profilePic: '/files/1',
      profile: { vat: 'DE1', contactPerson: [{ name: 'A' }], dialCode: '+49', phoneNumber: '221 1', address: 'Köln' },
    };
    expect(profilePercentage(full)).toBe(100);
    expect(profilePercentage({ ...full, profilePic: null })).toBe(90);
  });

  it('does not count blank strings or empty lists as filled', () => {
    expect(profilePercentage({ ...client, companyName: '  ', profile: { contactPerson: [] } })).toBe(30);
  });

  it('uses the supplier list for suppliers (numbers count, 0 hours included) and 100 for admins', () => {
    const supplier = { ...client, userType: 'supplier' as const, profile: { dailyHours: 0, weeklyHours: 40 } };
    expect(profilePercentage(supplier)).toBe(Math.round((100 * 5) / PROFILE_COMPLETION_FIELDS.supplier.length));
    expect(profilePercentage({ ...client, userType: 'admin' })).toBe(100);
  });
});
