DROP TABLE "users" CASCADE;--> statement-breakpoint
ALTER TABLE "processing_jobs" DROP COLUMN "results";