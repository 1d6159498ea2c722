CREATE TABLE "engine_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"base_url" text,
	"api_key_sealed" text,
	"price_per_image_usd" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
