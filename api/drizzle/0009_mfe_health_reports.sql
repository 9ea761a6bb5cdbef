CREATE TABLE "mfe_health_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"bucket" smallint NOT NULL,
	"loads" integer NOT NULL,
	"failures" integer NOT NULL,
	"render_errors" integer NOT NULL,
	"load_ms" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mfe_health_reports_remote_version_created" ON "mfe_health_reports" USING btree ("remote","version","created_at");