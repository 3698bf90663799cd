CREATE TABLE "work_log_versions" (
	"work_log_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"break_minutes" integer NOT NULL,
	"net_minutes" integer NOT NULL,
	"note" text,
	"late" boolean NOT NULL,
	"late_reason" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_log_versions_work_log_id_version_pk" PRIMARY KEY("work_log_id","version"),
	CONSTRAINT "work_log_versions_reason_check" CHECK ("work_log_versions"."version" = 1 or "work_log_versions"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "work_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"net_minutes" integer NOT NULL,
	"note" text,
	"late" boolean DEFAULT false NOT NULL,
	"late_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispute_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"auto_approve_notice_at" timestamp with time zone,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_logs_status_check" CHECK ("work_logs"."status" in ('submitted', 'approved', 'disputed', 'auto_approved')),
	CONSTRAINT "work_logs_times_check" CHECK ("work_logs"."start_minute" >= 0 and "work_logs"."end_minute" <= 1440 and "work_logs"."start_minute" < "work_logs"."end_minute" and "work_logs"."break_minutes" >= 0 and "work_logs"."net_minutes" >= 0),
	CONSTRAINT "work_logs_late_reason_check" CHECK (not "work_logs"."late" or "work_logs"."late_reason" is not null),
	CONSTRAINT "work_logs_invoiced_approved_check" CHECK ("work_logs"."invoice_id" is null or "work_logs"."status" in ('approved', 'auto_approved'))
);
--> statement-breakpoint
ALTER TABLE "work_log_versions" ADD CONSTRAINT "work_log_versions_work_log_id_work_logs_id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_versions" ADD CONSTRAINT "work_log_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_logs_award_date_idx" ON "work_logs" USING btree ("award_id","work_date");--> statement-breakpoint
CREATE INDEX "work_logs_worker_date_idx" ON "work_logs" USING btree ("worker_id","work_date");--> statement-breakpoint
CREATE INDEX "work_logs_status_submitted_idx" ON "work_logs" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "work_logs_invoice_idx" ON "work_logs" USING btree ("invoice_id");