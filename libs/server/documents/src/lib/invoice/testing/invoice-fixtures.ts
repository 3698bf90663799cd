import type { InvoiceDocument } from '../invoice-document';

/** A complete standard-rate invoice: a supplier in Berlin invoicing hours to a client in Munich. */
export function standardInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'RE-2026-00042',
    issueDate: '2026-11-25',
    dueDate: '2026-12-09',
    servicePeriod: { start: '2026-11-16', end: '2026-11-20' },
    currency: 'EUR',
    seller: {
      name: 'Muster Montage GmbH',
      address: { street: 'Hauptstraße 12', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
      vatId: 'DE123456789',
      taxNumber: '30/123/45678',
      email: 'rechnung@muster-montage.de',
      contact: { name: 'Erika Muster', phone: '+49 30 1234567', email: 'erika@muster-montage.de' },
      bank: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', accountHolder: 'Muster Montage GmbH' },
    },
    buyer: {
      name: 'Bauherr Süd AG',
      address: { street: 'Leopoldstraße 3', postalCode: '80802', city: 'München', countryCode: 'DE' },
      vatId: 'DE987654321',
      email: 'eingangsrechnung@bauherr-sued.de',
      reference: '04011000-12345-34',
    },
    lines: [
      { description: 'Elektroinstallation, Monteur Jan Kowalski', quantity: 38.5, unitCode: 'HUR', unitPriceCents: 4850, vat: { category: 'standard', rate: 19 } },
      { description: 'Elektroinstallation, Helfer Tom Berg', quantity: 40, unitCode: 'HUR', unitPriceCents: 3625, vat: { category: 'standard', rate: 19 } },
    ],
    paymentDays: 14,
    ...overrides,
  };
}
