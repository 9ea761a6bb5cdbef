ALTER TABLE "answer_attempts" ADD COLUMN "client_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_one_active_idx" ON "exam_sessions" USING btree ("user_id","exam_id") WHERE "exam_sessions"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_sessions_deadline_idx" ON "exam_sessions" USING btree ("deadline");