CREATE TABLE "accounting_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"chart" text DEFAULT 'SKR03' NOT NULL,
	"consultant_number" integer,
	"client_number" integer,
	"accounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_settings_chart_check" CHECK ("accounting_settings"."chart" in ('SKR03', 'SKR04'))
);
--> statement-breakpoint
CREATE TABLE "buyer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"public_buyer" boolean DEFAULT false NOT NULL,
	"leitweg_id" text,
	"buyer_reference" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debtor_numbers" (
	"supplier_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debtor_numbers_supplier_id_client_id_pk" PRIMARY KEY("supplier_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "job_buyer_references" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"leitweg_id" text,
	"buyer_reference" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_settings" ADD CONSTRAINT "accounting_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD CONSTRAINT "buyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_numbers" ADD CONSTRAINT "debtor_numbers_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_numbers" ADD CONSTRAINT "debtor_numbers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_buyer_references" ADD CONSTRAINT "job_buyer_references_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debtor_numbers_supplier_number_idx" ON "debtor_numbers" USING btree ("supplier_id","number");