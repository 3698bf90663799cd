-- The platform's fee-invoice sequence gets its own prefix (GR-… instead of the suppliers' RE-…); issued
-- numbers stay as they are and the counter runs on. Only a platform sequence still on the old default changes.
UPDATE "invoice_number_sequences" SET "format" = 'GR-{YYYY}-{NNNNN}', "updated_at" = now()
WHERE "format" = 'RE-{YYYY}-{NNNNN}'
  AND "issuer_id" IN (SELECT DISTINCT "issuer_id" FROM "invoices" WHERE "issuer_kind" = 'platform');
