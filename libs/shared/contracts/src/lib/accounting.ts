/**
 * Accountants and public buyers: a client's buyer reference (Leitweg-ID) for BT-10, a job's own
 * reference, a supplier's bookkeeping settings and its exports for a period (DATEV Buchungsstapel
 * with the PDFs, the GoBD archive, invoice, open-item and payment lists as CSV).
 *
 * Error codes (see errors.ts, block "accounting"):
 * - INVOICE_LEITWEG_ID_REQUIRED (422): an invoice to a public buyer without a Leitweg-ID (neither the
 *   job's nor the client's); the client enters it in its buyer profile.
 * - DATEV_SETTINGS_INCOMPLETE (409): the DATEV export needs the supplier's consultant and client number.
 * - VALIDATION_FAILED (400): malformed input, naming the field (a Leitweg-ID with a wrong check digit,
 *   a period whose end is before its start, longer than a year or across two calendar years for DATEV).
 */
/** Paths under API_PREFIX. */
export const ACCOUNTING_PATHS = {
  /** GET/PATCH (client): its public-buyer flag, Leitweg-ID and buyer reference */
  buyerProfile: '/accounting/buyer-profile',
  /** GET/PUT (the job's client): the job's own Leitweg-ID or reference, overriding the profile's */
  jobBuyerReference: (jobId: string) => `/accounting/jobs/${jobId}/buyer-reference`,
  /** GET/PATCH (supplier): chart of accounts, DATEV numbers, own revenue accounts */
  settings: '/accounting/settings',
  /** GET (supplier) `?from&to`: ZIP with the EXTF Buchungsstapel and the PDFs (Belegbilder) */
  datev: '/accounting/exports/datev.zip',
  /** GET (supplier) `?from&to`: ZIP of every issued PDF and XML with index.csv and index.json (SHA-256 of each file) */
  archive: '/accounting/exports/archive.zip',
  /** GET (supplier) `?from&to`: the archive's index as CSV (one row per issued invoice and Storno) */
  invoicesCsv: '/accounting/exports/invoices.csv',
  /** GET (supplier) `?at`: open items (OPOS) on a day as CSV */
  openItemsCsv: '/accounting/exports/open-items.csv',
  /** GET (supplier) `?from&to`: payments received in the period as CSV */
  paymentsCsv: '/accounting/exports/payments.csv',
} as const;

/** GET/PATCH /accounting/buyer-profile. */
export interface BuyerProfile {
  /** A public-sector client (öffentlicher Auftraggeber): invoices need a Leitweg-ID. */
  publicBuyer: boolean;
  /** KoSIT format with a correct check digit, e.g. `04011000-1234512345-06`; null = none */
  leitwegId: string | null;
  /** Without a Leitweg-ID: the reference on invoices to the client (order or cost-centre number), ≤ 100 characters */
  buyerReference: string | null;
}
export type UpdateBuyerProfileRequest = Partial<BuyerProfile>;

/** GET/PUT /accounting/jobs/{jobId}/buyer-reference: both null = the client's profile applies. */
export interface JobBuyerReference {
  leitwegId: string | null;
  buyerReference: string | null;
}

export const BUYER_REFERENCE_MAX = 100;

/**
 * The job's number as invoices show it when the client set neither a Leitweg-ID nor a reference of its
 * own: `Auftrag 3F2A9C1B` (the first eight hex digits of the job's id), never the job's title.
 */
export const jobReferenceNumber = (jobId: string): string => `Auftrag ${jobId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export const CHARTS_OF_ACCOUNTS = ['SKR03', 'SKR04'] as const;
export type ChartOfAccounts = (typeof CHARTS_OF_ACCOUNTS)[number];

/** The revenue account of each tax treatment (§ 13b reverse charge, tax-free, § 19 small business). */
export interface AccountingRevenueAccounts {
  standard19: number;
  standard7: number;
  reverseCharge: number;
  exempt: number;
  smallBusiness: number;
}
export const REVENUE_ACCOUNT_KEYS = ['standard19', 'standard7', 'reverseCharge', 'exempt', 'smallBusiness'] as const satisfies readonly (keyof AccountingRevenueAccounts)[];

/**
 * DATEV standard charts (SKR03 / SKR04): revenue 19 % (8400 / 4400) and 7 % (8300 / 4300) are
 * automatic accounts (DATEV computes the VAT, no tax key); § 13b UStG (8337 / 4337), tax-free (8100 /
 * 4100) and § 19 UStG small business (8195 / 4185) carry no VAT.
 */
export const DEFAULT_REVENUE_ACCOUNTS: Record<ChartOfAccounts, AccountingRevenueAccounts> = {
  SKR03: { standard19: 8400, standard7: 8300, reverseCharge: 8337, exempt: 8100, smallBusiness: 8195 },
  SKR04: { standard19: 4400, standard7: 4300, reverseCharge: 4337, exempt: 4100, smallBusiness: 4185 },
};

/** Debtor accounts (Debitoren) start here in both charts (five-digit personal accounts). */
export const FIRST_DEBTOR_NUMBER = 10000;
export const LAST_DEBTOR_NUMBER = 69999;

/** GET/PATCH /accounting/settings (supplier). */
export interface AccountingSettings {
  chart: ChartOfAccounts;
  /** DATEV Beraternummer, 1001–9999999 */
  consultantNumber: number | null;
  /** DATEV Mandantennummer, 1–99999 */
  clientNumber: number | null;
  /** the supplier's own revenue accounts (4 digits); absent = the chart's default */
  accounts: Partial<AccountingRevenueAccounts>;
  /** read-only: the accounts in use (own or default) */
  effectiveAccounts: AccountingRevenueAccounts;
}
export type UpdateAccountingSettingsRequest = Partial<Pick<AccountingSettings, 'chart' | 'consultantNumber' | 'clientNumber' | 'accounts'>>;

/** Export period, civil dates `YYYY-MM-DD`, inclusive; at most a year. */
export interface ExportPeriodQuery {
  from: string;
  to: string;
}
