CREATE TABLE "api_idempotency_claims" (
	"key_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_claims_key_id_idempotency_key_pk" PRIMARY KEY("key_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "api_idempotency_claims" ADD CONSTRAINT "api_idempotency_claims_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;