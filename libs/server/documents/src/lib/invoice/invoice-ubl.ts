import type { Invoice } from '@e-invoice-eu/core';
import { INVOICE_TYPE_CODE, computeTotals, vatCategoryOf, type InvoiceDocument, type InvoiceParty } from './invoice-document';
import { centsToAmount, deductionTexts, paymentTermsOf } from './invoice-format';

type UblInvoice = Invoice['ubl:Invoice'];
type Party = UblInvoice['cac:AccountingSupplierParty']['cac:Party'];

const VAT = { 'cbc:ID': 'VAT' };

function postalAddress(party: InvoiceParty): Party['cac:PostalAddress'] {
  return {
    'cbc:StreetName': party.address.street,
    'cbc:CityName': party.address.city,
    'cbc:PostalZone': party.address.postalCode,
    'cac:Country': { 'cbc:IdentificationCode': party.address.countryCode as Party['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'] },
  };
}

/**
 * Maps an {@link InvoiceDocument} to the internal (UBL-shaped) format of `@e-invoice-eu/core`, which
 * writes the CII XML and embeds it. Amounts come from {@link computeTotals} only.
 */
export function toEInvoiceData(doc: InvoiceDocument): Invoice {
  const totals = computeTotals(doc);
  const currency = doc.currency;
  const seller = doc.seller;
  const buyer = doc.buyer;
  const notes = [...(doc.notes ?? []), ...deductionTexts(doc)];
  // BG-3 occurs once in CII: a Storno names what it cancels, a final invoice its latest partial invoice (the note lists all).
  const preceding = doc.precedingInvoice ?? doc.deductions?.at(-1);

  const sellerTaxSchemes: NonNullable<Party['cac:PartyTaxScheme']> =
    seller.vatId && seller.taxNumber
      ? [
          { 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': VAT },
          { 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
        ]
      : seller.vatId
        ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': VAT }]
        : [{ 'cbc:CompanyID': seller.taxNumber ?? '', 'cac:TaxScheme': { 'cbc:ID': 'FC' } }];

  const data: UblInvoice = {
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    // A Storno asks for no payment: no due date (its payment terms say that paid amounts are refunded).
    ...(doc.kind === 'cancellation' ? {} : { 'cbc:DueDate': doc.dueDate }),
    'cbc:InvoiceTypeCode': INVOICE_TYPE_CODE[doc.kind],
    ...(notes.length ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': currency,
    'cbc:BuyerReference': buyer.reference,
    'cac:InvoicePeriod': { 'cbc:StartDate': doc.servicePeriod.start, 'cbc:EndDate': doc.servicePeriod.end },
    ...(preceding
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': preceding.number,
                'cbc:IssueDate': preceding.issueDate,
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': seller.email,
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': postalAddress(seller),
        'cac:PartyTaxScheme': sellerTaxSchemes,
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.name,
          ...(seller.registrationId ? { 'cbc:CompanyID': seller.registrationId } : {}),
        },
        'cac:Contact': {
          'cbc:Name': seller.contact.name,
          'cbc:Telephone': seller.contact.phone,
          'cbc:ElectronicMail': seller.contact.email,
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': buyer.email,
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': postalAddress(buyer),
        ...(buyer.vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': VAT } } : {}),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': buyer.name,
          ...(buyer.registrationId ? { 'cbc:CompanyID': buyer.registrationId } : {}),
        },
      },
    },
    // CII requires the delivery block, and the library writes it only with content: the service went to
    // the buyer (BT-70); the service period (BG-14) carries the dates.
    'cac:Delivery': { 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': buyer.name } } },
    'cac:PaymentMeans': [
      {
        // 58: SEPA credit transfer
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': doc.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': seller.bank.iban.replace(/\s+/g, ''),
          ...(seller.bank.accountHolder ? { 'cbc:Name': seller.bank.accountHolder } : {}),
          ...(seller.bank.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bank.bic } } : {}),
        },
      },
    ],
    'cac:PaymentTerms': { 'cbc:Note': paymentTermsOf(doc) },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': centsToAmount(totals.taxCents),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': totals.vat.map((group) => ({
          'cbc:TaxableAmount': centsToAmount(group.taxableCents),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': centsToAmount(group.taxCents),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': {
            'cbc:ID': group.code,
            'cbc:Percent': String(group.rate),
            ...(group.reasonCode ? { 'cbc:TaxExemptionReasonCode': group.reasonCode } : {}),
            ...(group.reason ? { 'cbc:TaxExemptionReason': group.reason } : {}),
            'cac:TaxScheme': VAT,
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': centsToAmount(totals.netCents),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': centsToAmount(totals.netCents),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': centsToAmount(totals.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      // A final invoice: the deducted partial invoices are the paid amount (BT-113), the rest is due (BT-115, BR-CO-16).
      ...(totals.prepaidCents ? { 'cbc:PrepaidAmount': centsToAmount(totals.prepaidCents), 'cbc:PrepaidAmount@currencyID': currency } : {}),
      'cbc:PayableAmount': centsToAmount(totals.payableCents),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': totals.lines.map(({ line, netCents }, index) => {
      const category = vatCategoryOf(line.vat);
      return {
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': line.unitCode,
        'cbc:LineExtensionAmount': centsToAmount(netCents),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cac:Item': {
          'cbc:Name': line.description,
          'cac:ClassifiedTaxCategory': { 'cbc:ID': category.code, 'cbc:Percent': String(category.rate), 'cac:TaxScheme': VAT },
        },
        'cac:Price': { 'cbc:PriceAmount': centsToAmount(line.unitPriceCents), 'cbc:PriceAmount@currencyID': currency },
      };
    }) as UblInvoice['cac:InvoiceLine'],
  };
  return { 'ubl:Invoice': data };
}
