ALTER TABLE "card_batches" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "card_batches_idempotency_idx" ON "card_batches" USING btree ("created_by","idempotency_key");