ALTER TABLE "invoice_payments" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "decided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "contest_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_status_check" CHECK ("invoice_payments"."status" in ('reported', 'confirmed', 'contested'));