ALTER TABLE "users" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "construction_exception" text;