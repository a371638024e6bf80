CREATE TABLE IF NOT EXISTS "telemetry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"remote" text,
	"version" text,
	"route_type" text,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telemetry_events_at_idx" ON "telemetry_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telemetry_events_kind_at_idx" ON "telemetry_events" USING btree ("kind","at");
