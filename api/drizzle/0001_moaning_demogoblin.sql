ALTER TABLE "enrolments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "lecture_purchases" ADD COLUMN "idempotency_key" text;