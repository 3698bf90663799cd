CREATE TABLE "meeting_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"starts_at" timestamp with time zone,
	"reason" text,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"address" text,
	"video_link" text,
	"agenda" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"proposed_starts_at" timestamp with time zone,
	"proposed_by" text,
	"cancel_reason" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"reminded_24h_sequence" integer,
	"reminded_1h_sequence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_history" ADD CONSTRAINT "meeting_history_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_history" ADD CONSTRAINT "meeting_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_history_meeting_idx" ON "meeting_history" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_uid_idx" ON "meetings" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "meetings_client_starts_idx" ON "meetings" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_supplier_starts_idx" ON "meetings" USING btree ("supplier_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_application_idx" ON "meetings" USING btree ("application_id");