ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_known";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending', 'sending', 'processed', 'failed'));