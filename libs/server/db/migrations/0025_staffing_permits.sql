CREATE TABLE "staffing_permits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"agency" text NOT NULL,
	"issued_on" date NOT NULL,
	"unlimited" boolean NOT NULL,
	"valid_until" date,
	"file" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"warned_days" integer,
	"expired_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_permits_term_check" CHECK ("staffing_permits"."unlimited" or "staffing_permits"."valid_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "staffing_permits" ADD CONSTRAINT "staffing_permits_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_permits" ADD CONSTRAINT "staffing_permits_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staffing_permits_supplier_idx" ON "staffing_permits" USING btree ("supplier_id");