DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_skills_idx";--> statement-breakpoint
DROP INDEX "jobs_language_ids_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_search_idx" ON "jobs" USING gin ("federal_state","service_id","skills","language_ids","search") WHERE "jobs"."status" = 'open';