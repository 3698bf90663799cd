CREATE TABLE "change_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_orders_amount_check" CHECK ("change_orders"."amount_cents" > 0 and "change_orders"."amount_cents" <= 1000000000),
	CONSTRAINT "change_orders_reason_check" CHECK (char_length("change_orders"."reason") between 1 and 1000),
	CONSTRAINT "change_orders_note_check" CHECK ("change_orders"."decision_note" is null or char_length("change_orders"."decision_note") <= 1000),
	CONSTRAINT "change_orders_status_check" CHECK ("change_orders"."status" in ('proposed', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "change_orders_decided_check" CHECK (("change_orders"."status" = 'proposed') = ("change_orders"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_orders_award_idx" ON "change_orders" USING btree ("award_id","status");