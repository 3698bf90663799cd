CREATE TABLE "invoice_number_sequences" (
	"issuer_id" uuid PRIMARY KEY NOT NULL,
	"format" text DEFAULT 'RE-{YYYY}-{NNNNN}' NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_sequences_last_value_check" CHECK ("invoice_number_sequences"."last_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"award_id" uuid,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cancels_invoice_id" uuid,
	"content" jsonb NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"number" text,
	"sequence_value" integer,
	"issued_at" timestamp with time zone,
	"documents_hash" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'cancelled')),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'partial', 'cancellation')),
	CONSTRAINT "invoices_issued_complete_check" CHECK ("invoices"."status" = 'draft' or ("invoices"."number" is not null and "invoices"."sequence_value" is not null and "invoices"."issued_at" is not null and "invoices"."documents_hash" is not null)),
	CONSTRAINT "invoices_cancellation_ref_check" CHECK ("invoices"."kind" <> 'cancellation' or "invoices"."cancels_invoice_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "invoice_number_sequences" ADD CONSTRAINT "invoice_number_sequences_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_invoice_id_invoices_id_fk" FOREIGN KEY ("cancels_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_number_idx" ON "invoices" USING btree ("issuer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_sequence_idx" ON "invoices" USING btree ("issuer_id","sequence_value");--> statement-breakpoint
CREATE INDEX "invoices_recipient_idx" ON "invoices" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_issuer_status_idx" ON "invoices" USING btree ("issuer_id","status","created_at");