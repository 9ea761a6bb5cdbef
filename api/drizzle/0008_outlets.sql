CREATE TABLE "outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"map_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outlets_city_idx" ON "outlets" USING btree ("city");