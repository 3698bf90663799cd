ALTER TABLE "invoice_settings" ADD COLUMN "withholding_exemption_number" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "withholding_exemption_tax_office" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "withholding_exemption_valid_until" date;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "withholding_exemption_document" text;