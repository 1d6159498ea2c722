CREATE TABLE "connector_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"store_url" text NOT NULL,
	"label" text NOT NULL,
	"username" text,
	"token_sealed" text NOT NULL,
	"store_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_tested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "connector_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"undo_of" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "connector_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"old_alt" text NOT NULL,
	"new_alt" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"skip_reason" text,
	"message" text,
	"attempted_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "connector_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_title" text NOT NULL,
	"media_id" text NOT NULL,
	"image_url" text NOT NULL,
	"current_alt" text DEFAULT '' NOT NULL,
	"ticked" boolean DEFAULT true NOT NULL,
	"edited_alt" text,
	"published_alt" text
);
--> statement-breakpoint
CREATE TABLE "connector_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"status" text DEFAULT 'collecting' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"overwrite" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" uuid,
	"products_read" integer DEFAULT 0 NOT NULL,
	"error_id" text,
	"error_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connector_publications" ADD CONSTRAINT "connector_publications_run_id_connector_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."connector_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_writes" ADD CONSTRAINT "connector_writes_publication_id_connector_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."connector_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_writes" ADD CONSTRAINT "connector_writes_image_id_connector_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."connector_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_images" ADD CONSTRAINT "connector_images_run_id_connector_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."connector_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_runs" ADD CONSTRAINT "connector_runs_connection_id_connector_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connector_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connector_writes_publication_image" ON "connector_writes" USING btree ("publication_id","image_id");--> statement-breakpoint
CREATE INDEX "connector_writes_pending" ON "connector_writes" USING btree ("publication_id","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "connector_images_run_row" ON "connector_images" USING btree ("run_id","row_index");--> statement-breakpoint
CREATE INDEX "connector_images_media" ON "connector_images" USING btree ("run_id","media_id");