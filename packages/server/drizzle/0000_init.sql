CREATE TABLE "admin_credentials" (
	"id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_file_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mode" text DEFAULT 'complete' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overwrite" boolean DEFAULT false NOT NULL,
	"source_format" text DEFAULT 'xlsx' NOT NULL,
	"source_file_path" text,
	"total_products" integer DEFAULT 0 NOT NULL,
	"processed_products" integer DEFAULT 0 NOT NULL,
	"successful_products" integer DEFAULT 0 NOT NULL,
	"error_products" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enhanced_file_path" text,
	"error_message" text,
	"processing_started" timestamp with time zone,
	"processing_completed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"image_index" integer DEFAULT 0 NOT NULL,
	"product_id" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text,
	"shopify_url" text DEFAULT '' NOT NULL,
	"generated_alt" text,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"character_count" integer DEFAULT 0 NOT NULL,
	"processing_time" integer,
	"image_type" text,
	"confidence" real,
	"quality_score" integer,
	"violations" jsonb,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "product_results" ADD CONSTRAINT "product_results_job_id_processing_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."processing_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_results_job_row_image" ON "product_results" USING btree ("job_id","row_index","image_index");--> statement-breakpoint
CREATE INDEX "product_results_job_status" ON "product_results" USING btree ("job_id","processing_status");