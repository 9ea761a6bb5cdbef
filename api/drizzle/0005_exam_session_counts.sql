ALTER TABLE "exam_sessions" ADD COLUMN "correct_count" integer;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD COLUMN "wrong_count" integer;