import { isBillableAddress, missingBillingData, parsePostalAddress } from './postal-address';

describe('parsePostalAddress', () => {
  it.each([
    ['Domkloster 4, 50667 Köln', { street: 'Domkloster 4', postalCode: '50667', city: 'Köln' }],
    ['Leopoldstraße 3 80802 München', { street: 'Leopoldstraße 3', postalCode: '80802', city: 'München' }],
    ['Hafenstraße 12, 20457 Hamburg, Deutschland', { street: 'Hafenstraße 12', postalCode: '20457', city: 'Hamburg' }],
    ['  Ring   1,  04109   Leipzig ', { street: 'Ring 1', postalCode: '04109', city: 'Leipzig' }],
  ])('splits %s', (text, expected) => {
    expect(parsePostalAddress(text)).toEqual({ ...expected, countryCode: 'DE' });
  });

  it('keeps text without postcode and city as the street', () => {
    expect(parsePostalAddress('Ringstraße 1')).toEqual({ street: 'Ringstraße 1', postalCode: '', city: '', countryCode: 'DE' });
    expect(parsePostalAddress(undefined)).toEqual({ street: '', postalCode: '', city: '', countryCode: 'DE' });
  });
});

describe('isBillableAddress', () => {
  it('needs a five-digit postcode and a city', () => {
    expect(isBillableAddress('Domkloster 4, 50667 Köln')).toBe(true);
    expect(isBillableAddress('Ringstraße 1')).toBe(false);
    expect(isBillableAddress('Köln')).toBe(false);
    expect(isBillableAddress('Ring 1, 5066 Köln')).toBe(false);
    expect(isBillableAddress('')).toBe(false);
    expect(isBillableAddress(null)).toBe(false);
  });
});

describe('missingBillingData', () => {
  it.each([
    [{ address: 'Domkloster 4, 50667 Köln', vat: 'DE123456788' }, []],
    [{ address: 'Ringstraße 1', vat: 'DE123456788' }, ['address']],
    [{ address: 'Domkloster 4, 50667 Köln', vat: '  ' }, ['vat']],
    [{}, ['address', 'vat']],
    // the company address is the one on the invoice
    [{ address: 'Domkloster 4, 50667 Köln', companyAddress: 'Halle 3', vat: 'DE123456788' }, ['address']],
    [{ address: 'Ringstraße 1', companyAddress: 'Hafenstraße 12, 20457 Hamburg', vat: 'DE123456788' }, []],
  ])('%j lacks %j', (profile, expected) => {
    expect(missingBillingData(profile)).toEqual(expected);
  });
});
