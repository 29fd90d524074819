DROP INDEX "coupons_code_upper_idx";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper_idx" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_validity_order" CHECK ("coupons"."valid_from" is null or "coupons"."valid_until" is null or "coupons"."valid_from" < "coupons"."valid_until");