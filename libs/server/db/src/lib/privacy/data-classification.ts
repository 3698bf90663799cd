/**
 * Every column of the database with its protection class (ASVS 5.0 V14.1.1). What each class
 * requires — encryption, access, retention, logging, export — is written in
 * docs/security/data-classification.md (V14.1.2); data-classification.spec.ts fails when a table or
 * column is added without a class here, when a class names a column that no longer exists, and when
 * the document and this map disagree on what is sensitive or secret.
 *
 * Classes, from the least to the most protected:
 * - `public`: published on the site by design (catalogues, CMS content, testimonials).
 * - `internal`: identifiers, states, counters and timestamps; no meaning outside the platform.
 * - `business`: what companies agree and bill (prices, invoices, contracts, permits); confidential
 *   between the parties, retained as the law requires (§ 147 AO, § 14b UStG).
 * - `personal`: data about a person (Art. 4 Nr. 1 DSGVO): names, e-mail addresses, free text people
 *   write, working times of named workers, the browser of a session.
 * - `sensitive`: personal data whose disclosure harms the person: identity documents and their
 *   numbers, birth date, nationality, bank account (sealed or restricted, see SEALED_FIELDS).
 * - `secret`: authentication secrets; never shown, exported or logged, stored only as hash or sealed.
 */
export const DATA_CLASSES = ['public', 'internal', 'business', 'personal', 'sensitive', 'secret'] as const;
export type DataClass = (typeof DATA_CLASSES)[number];

export type TableClassification = Partial<Record<DataClass, readonly string[]>>;

/** Per table (SQL name), its columns (SQL names) grouped by class; every column exactly once. */
export const DATA_CLASSIFICATION: Record<string, TableClassification> = {
  account_exports: {
    internal: ['id', 'user_id', 'status', 'storage_key', 'size_bytes', 'requested_at', 'ready_at', 'expires_at'],
  },
  accounting_settings: {
    internal: ['user_id', 'updated_at'],
    business: ['chart', 'consultant_number', 'client_number', 'accounts'],
  },
  applications: {
    internal: ['id', 'job_id', 'supplier_id', 'status', 'worker_ids', 'decided_at', 'created_at', 'updated_at'],
    business: ['price_cents', 'documents'],
    personal: ['message', 'rejection_reason'],
  },
  audit_log: {
    internal: ['id', 'actor_id', 'action', 'target_id', 'created_at'],
    personal: ['details'],
  },
  award_workers: {
    internal: ['award_id', 'worker_id', 'active'],
    // who works where, and whether the worker was the hirer's employee (§ 8 Abs. 3 AÜG)
    personal: ['start_date', 'end_date', 'former_employee'],
  },
  awards: {
    internal: ['id', 'job_id', 'application_id', 'client_id', 'supplier_id', 'status', 'awarded_at', 'started_at', 'completed_at', 'approved_at', 'created_at', 'updated_at'],
    business: ['slots', 'price_cents', 'completion_rejection_reason'],
  },
  buyer_profiles: {
    internal: ['user_id', 'updated_at'],
    business: ['public_buyer', 'leitweg_id', 'buyer_reference'],
  },
  change_orders: {
    internal: ['id', 'award_id', 'status', 'proposed_by', 'decided_at', 'created_at', 'updated_at'],
    business: ['amount_cents', 'reason', 'decision_note'],
  },
  chat_messages: {
    internal: ['id', 'conversation_id', 'sender_id', 'client_message_id', 'attachments', 'masked', 'created_at'],
    personal: ['body'],
  },
  chat_reads: {
    internal: ['conversation_id', 'user_id', 'last_read_message_id', 'mailed_through_id', 'updated_at'],
  },
  cms_pages: {
    public: ['slug', 'fixed_key', 'title_de', 'title_en', 'description_de', 'description_en', 'is_header', 'is_footer', 'meta_description_de', 'meta_description_en'],
    internal: ['id', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  contract_acceptances: {
    internal: ['id', 'version_id', 'party', 'user_id', 'accepted_at'],
    business: ['sha256'],
    // the name of the person who accepted (text form, § 126b BGB)
    personal: ['name'],
  },
  contract_versions: {
    internal: ['id', 'contract_id', 'version', 'created_by', 'created_at'],
    // a lending contract names its workers (§ 1 Abs. 1 Satz 6 AÜG): personal data inside a business document
    business: ['content', 'text', 'sha256', 'missing', 'reason'],
  },
  contracts: {
    internal: ['id', 'award_id', 'kind', 'current_version', 'created_at', 'updated_at'],
    business: ['staffing_terms'],
  },
  conversations: {
    internal: ['id', 'job_id', 'client_id', 'supplier_id', 'status', 'requested_by', 'approved_at', 'blocked_at', 'blocked_by_id', 'blocked_by_role', 'last_message_id', 'last_message_at', 'created_at', 'updated_at', 'closed_at'],
    personal: ['blocked_reason'],
  },
  debtor_numbers: {
    internal: ['supplier_id', 'client_id', 'created_at'],
    business: ['number'],
  },
  faqs: {
    public: ['audience', 'question_de', 'question_en', 'answer_de', 'answer_en'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  feedback: {
    internal: ['id', 'award_id', 'author_id', 'author_role', 'target_id', 'hidden_at', 'created_at'],
    business: ['rating'],
    personal: ['comment', 'hidden_reason'],
  },
  home_slides: {
    public: ['title_de', 'title_en', 'subtitle_de', 'subtitle_en', 'image', 'cta_link'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  inquiries: {
    internal: ['id', 'language', 'created_at'],
    personal: ['name', 'email', 'phone', 'company', 'subject', 'message', 'ip'],
  },
  invoice_documents: {
    internal: ['invoice_id', 'format', 'storage_key', 'size_bytes', 'created_at'],
    business: ['sha256'],
  },
  invoice_messages: {
    internal: ['id', 'invoice_id', 'author_id', 'author_role', 'created_at'],
    personal: ['body'],
  },
  invoice_number_sequences: {
    internal: ['issuer_id', 'format', 'last_value', 'updated_at'],
  },
  invoice_payments: {
    internal: ['id', 'invoice_id', 'recorded_by_id', 'recorded_by_role', 'created_at', 'status', 'decided_by_id', 'decided_at'],
    business: ['amount_cents', 'paid_on', 'contest_reason'],
  },
  invoice_settings: {
    internal: ['user_id', 'updated_at'],
    business: ['tax_number', 'vat_id', 'small_business', 'default_payment_days', 'construction_exemption_document', 'construction_exemption_valid_until', 'withholding_exemption_number', 'withholding_exemption_tax_office', 'withholding_exemption_valid_until', 'withholding_exemption_document'],
  },
  invoices: {
    internal: ['id', 'issuer_id', 'recipient_id', 'award_id', 'kind', 'status', 'cancels_invoice_id', 'sequence_value', 'issued_at', 'cancelled_at', 'created_at', 'updated_at', 'issuer_kind', 'source', 'due_date', 'reminders_sent', 'fee_for_invoice_id'],
    // the frozen document: parties' names, addresses, bank account and the workers billed
    business: ['content', 'gross_cents', 'number', 'documents_hash', 'paid_cents'],
  },
  job_buyer_references: {
    internal: ['job_id', 'updated_at'],
    business: ['leitweg_id', 'buyer_reference'],
  },
  jobs: {
    internal: ['id', 'client_id', 'type', 'status', 'service_id', 'workers_awarded', 'applications_count', 'closed_reason', 'published_at', 'created_at', 'updated_at', 'search'],
    // published to approved suppliers: the job's place and terms
    business: ['title', 'start_date', 'end_date', 'hours', 'workers_needed', 'skills', 'languages', 'language_ids', 'accommodation', 'budget_min_cents', 'budget_max_cents', 'address', 'postcode', 'city', 'federal_state', 'lat', 'lng', 'description_html', 'description_text', 'documents', 'experience', 'tools', 'certificates', 'construction_exception', 'deactivation_reason', 'closed_note'],
  },
  languages: {
    public: ['name_de', 'name_en'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  logos: {
    public: ['name', 'image', 'link'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  meeting_history: {
    internal: ['id', 'meeting_id', 'action', 'actor_id', 'actor_role', 'starts_at', 'sequence', 'created_at'],
    personal: ['reason'],
  },
  meetings: {
    internal: ['id', 'job_id', 'application_id', 'client_id', 'supplier_id', 'starts_at', 'duration_minutes', 'mode', 'status', 'proposed_starts_at', 'proposed_by', 'sequence', 'uid', 'reminded_24h_sequence', 'reminded_1h_sequence', 'created_at', 'updated_at'],
    personal: ['address', 'video_link', 'agenda', 'cancel_reason'],
  },
  notifications: {
    internal: ['id', 'user_id', 'type', 'read_at', 'created_at'],
    personal: ['title', 'body', 'link', 'params'],
  },
  outbox: {
    internal: ['id', 'queue', 'created_at', 'relayed_at', 'processed_at', 'attempts', 'failed_at'],
    // mails and their errors carry recipients' addresses and names
    personal: ['payload', 'last_error'],
  },
  retained_billing_parties: {
    internal: ['user_id', 'retained_at', 'erase_from'],
    // a deleted client's name, address, tax ids and e-mail, kept for its suppliers' open claims
    personal: ['party'],
  },
  refresh_tokens: {
    internal: ['id', 'session_id', 'created_at', 'rotated_at'],
    secret: ['token_hash'],
  },
  saved_jobs: {
    internal: ['supplier_id', 'job_id', 'created_at'],
  },
  services: {
    public: ['name_de', 'name_en'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  sessions: {
    internal: ['id', 'user_id', 'created_at', 'expires_at', 'revoked_at', 'revoked_reason'],
    personal: ['user_agent'],
  },
  shifts: {
    public: ['name_de', 'name_en'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  skills: {
    public: ['name_de', 'name_en'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  staffing_permits: {
    internal: ['id', 'supplier_id', 'status', 'verified_at', 'verified_by', 'warned_days', 'expired_notified_at', 'created_at', 'updated_at'],
    business: ['agency', 'issued_on', 'unlimited', 'valid_until', 'file', 'rejection_reason'],
  },
  testimonials: {
    // published with the author's consent
    public: ['author_name', 'company', 'quote_de', 'quote_en', 'rating', 'photo'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  tools: {
    public: ['name_de', 'name_en', 'service_id'],
    internal: ['id', 'key', 'active', 'sort_order', 'created_at', 'updated_at'],
  },
  totp_recovery_codes: {
    internal: ['id', 'user_id', 'used_at', 'created_at'],
    secret: ['code_hash'],
  },
  upload_grants: {
    internal: ['id', 'upload_id', 'grantee_id', 'grantee_role', 'created_at'],
  },
  uploads: {
    internal: ['id', 'owner_id', 'slot', 'mime', 'size', 'storage_key', 'visibility', 'created_at', 'claimable_until'],
    personal: ['original_name'],
  },
  user_totp: {
    internal: ['user_id', 'confirmed_at', 'last_used_step', 'created_at'],
    secret: ['secret_encrypted'],
  },
  users: {
    internal: ['id', 'user_type', 'approval_status', 'account_status', 'language', 'profile_percentage', 'created_at', 'updated_at', 'deleted_at', 'email_verified_at'],
    business: ['company_name', 'documents', 'industry', 'rejection_reason'],
    personal: ['first_name', 'last_name', 'email', 'profile_pic'],
    // phone, address and the bank account (sealed: SEALED_FIELDS.iban)
    sensitive: ['profile'],
    secret: ['password_hash'],
  },
  verification_codes: {
    internal: ['id', 'user_id', 'purpose', 'attempts', 'expires_at', 'consumed_at', 'created_at'],
    secret: ['code_hash'],
  },
  work_log_versions: {
    internal: ['work_log_id', 'version', 'late', 'created_by', 'created_at'],
    // a named worker's working time (§ 16 Abs. 2 ArbZG records)
    personal: ['start_minute', 'end_minute', 'break_minutes', 'net_minutes', 'note', 'late_reason', 'reason', 'working_time_exception'],
  },
  work_logs: {
    internal: ['id', 'award_id', 'worker_id', 'supplier_id', 'client_id', 'status', 'version', 'late', 'submitted_at', 'reviewed_by', 'reviewed_at', 'auto_approve_notice_at', 'invoice_id', 'created_by', 'created_at', 'updated_at'],
    personal: ['work_date', 'start_minute', 'end_minute', 'break_minutes', 'net_minutes', 'note', 'late_reason', 'dispute_reason', 'working_time_exception'],
  },
  workers: {
    internal: ['id', 'supplier_id', 'created_at', 'updated_at', 'deleted_at'],
    personal: ['full_name', 'email', 'job_type', 'proficiency', 'service_type', 'language_spoken', 'availability'],
    // birth date, nationality, passport/ID number (sealed: SEALED_FIELDS.passportId), documents, CV
    sensitive: ['profile'],
  },
};

/** The class of one column; undefined when it is not classified (the spec makes that a failure). */
export function classOf(table: string, column: string): DataClass | undefined {
  const entry = DATA_CLASSIFICATION[table];
  return entry ? DATA_CLASSES.find((c) => entry[c]?.includes(column)) : undefined;
}

/** `table.column` of every column of the given classes, sorted. */
export function columnsOfClass(...classes: DataClass[]): string[] {
  return Object.entries(DATA_CLASSIFICATION)
    .flatMap(([table, entry]) => classes.flatMap((c) => (entry[c] ?? []).map((column) => `${table}.${column}`)))
    .sort();
}
