CREATE TABLE "exam_draw_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"count" integer NOT NULL,
	"chapter" text,
	"lesson" text,
	"difficulty" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_overrides" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_overrides_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"bank_question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_session_questions" (
	"session_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "exam_session_questions_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_exam_code_unique";--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "teacher_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "bank_question_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draw_rule_id" integer;--> statement-breakpoint
ALTER TABLE "exam_draw_rules" ADD CONSTRAINT "exam_draw_rules_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_picks" ADD CONSTRAINT "exam_picks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_picks" ADD CONSTRAINT "exam_picks_bank_question_id_exam_bank_questions_id_fk" FOREIGN KEY ("bank_question_id") REFERENCES "public"."exam_bank_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_session_questions" ADD CONSTRAINT "exam_session_questions_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_session_questions" ADD CONSTRAINT "exam_session_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_draw_rules_exam_idx" ON "exam_draw_rules" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_picks_exam_question_idx" ON "exam_picks" USING btree ("exam_id","bank_question_id");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_bank_question_id_exam_bank_questions_id_fk" FOREIGN KEY ("bank_question_id") REFERENCES "public"."exam_bank_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_code_open_idx" ON "exams" USING btree ("exam_code") WHERE "exams"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "exams_code_idx" ON "exams" USING btree ("exam_code");--> statement-breakpoint
CREATE INDEX "exams_teacher_idx" ON "exams" USING btree ("teacher_id");