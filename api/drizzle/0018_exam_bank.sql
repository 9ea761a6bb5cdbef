CREATE TABLE "exam_bank_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_url" text,
	"correct" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_bank_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_id" integer,
	"type" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_url" text,
	"explanation_text" text,
	"explanation_image" text,
	"marks" double precision DEFAULT 1 NOT NULL,
	"allow_image_answer" boolean DEFAULT false NOT NULL,
	"chapter" text,
	"lesson" text,
	"difficulty" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_bank_choices" ADD CONSTRAINT "exam_bank_choices_question_id_exam_bank_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_bank_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_bank_questions" ADD CONSTRAINT "exam_bank_questions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_bank_questions" ADD CONSTRAINT "exam_bank_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_bank_questions" ADD CONSTRAINT "exam_bank_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_bank_choices_question_idx" ON "exam_bank_choices" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "exam_bank_questions_teacher_idx" ON "exam_bank_questions" USING btree ("teacher_id","id");--> statement-breakpoint
CREATE INDEX "exam_bank_questions_course_idx" ON "exam_bank_questions" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "exam_bank_questions_tags_idx" ON "exam_bank_questions" USING btree ("teacher_id","chapter","lesson");