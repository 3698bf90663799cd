import { MASK, maskContactDetails } from './contact-masking';

describe('maskContactDetails', () => {
  it.each([
    ['Schreiben Sie an max.mustermann@firma.de bitte', `Schreiben Sie an ${MASK} bitte`],
    ['Ruf an: +49 170 1234567.', `Ruf an: ${MASK}.`],
    ['Tel. 0170/123 45 67 oder 030-1234567', `Tel. ${MASK} oder ${MASK}`],
    ['max(at)firma.de', MASK],
  ])('masks %s', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each(['Start am 01.05.2026 um 7 Uhr', 'Preis 5.000,00 € für 12 Mitarbeiter', 'Auftrag 2026 mit 40 Stunden'])(
    'leaves %s alone',
    (input) => {
      expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
    },
  );
});
