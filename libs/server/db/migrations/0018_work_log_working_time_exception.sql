ALTER TABLE "work_log_versions" ADD COLUMN "working_time_exception" text;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "working_time_exception" text;