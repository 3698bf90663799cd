DROP INDEX "jobs_relevance_service_idx";--> statement-breakpoint
DROP INDEX "jobs_relevance_state_idx";--> statement-breakpoint
CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");