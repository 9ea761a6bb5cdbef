ALTER TABLE "courses" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "avatar_width" integer;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "avatar_height" integer;