CREATE TABLE "serviceable_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "serviceable_pincodes_pincode_format" CHECK ("serviceable_pincodes"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "serviceable_pincodes_days_range" CHECK ("serviceable_pincodes"."min_days" between 0 and "serviceable_pincodes"."max_days"),
	CONSTRAINT "serviceable_pincodes_fee_range" CHECK ("serviceable_pincodes"."fee_paise" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "schedule" text DEFAULT 'OTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD COLUMN "delivery_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_schedule_known" CHECK ("medicines"."schedule" in ('OTC', 'H', 'H1', 'X'));