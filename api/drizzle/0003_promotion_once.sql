ALTER TABLE "promotions" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before this column existed: the welcome code is a first-order code.
UPDATE "promotions" SET "once_per_customer" = true WHERE "code" = 'BIENVENUE10';
