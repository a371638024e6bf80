ALTER TABLE "customers" ADD COLUMN "siret_status" text;--> statement-breakpoint
-- Every professional account so far was created with a SIRET the registry confirmed.
UPDATE "customers" SET "siret_status" = 'verified' WHERE "is_pro";
