ALTER TABLE "processing_jobs" ADD COLUMN "existing_alts" text DEFAULT 'replace-bad' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_results" ADD COLUMN "old_alt" text;--> statement-breakpoint
ALTER TABLE "product_results" ADD COLUMN "old_alt_verdict" text;--> statement-breakpoint
ALTER TABLE "product_results" ADD COLUMN "old_alt_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "connector_runs" ADD COLUMN "existing_alts" text DEFAULT 'replace-bad' NOT NULL;--> statement-breakpoint
UPDATE "processing_jobs" SET "existing_alts" = CASE WHEN "overwrite" THEN 'overwrite' ELSE 'fill-empty' END;--> statement-breakpoint
UPDATE "connector_runs" SET "existing_alts" = CASE WHEN "overwrite" THEN 'overwrite' ELSE 'fill-empty' END;
