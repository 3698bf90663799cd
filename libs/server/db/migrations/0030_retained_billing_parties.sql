CREATE TABLE "retained_billing_parties" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"party" jsonb NOT NULL,
	"retained_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erase_from" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retained_billing_parties" ADD CONSTRAINT "retained_billing_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;