CREATE TABLE "pharmacy_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"grant_hash" text,
	"grant_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_codes_grant_hash_unique" UNIQUE("grant_hash"),
	CONSTRAINT "access_codes_subject_known" CHECK ("access_codes"."subject_type" in ('appointment', 'pharmacy_order')),
	CONSTRAINT "access_codes_attempts_range" CHECK ("access_codes"."attempts" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "pharmacy_order_events" ADD CONSTRAINT "pharmacy_order_events_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_order_events_order_idx" ON "pharmacy_order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "access_codes_subject_idx" ON "access_codes" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "access_codes_created_idx" ON "access_codes" USING btree ("created_at");--> statement-breakpoint
-- Orders placed before the history existed: where they started, and where they are now.
INSERT INTO "pharmacy_order_events" ("order_id", "status", "note", "at")
SELECT "id",
  CASE WHEN "status" IN ('awaiting_prescription', 'prescription_approved', 'prescription_rejected')
    THEN 'awaiting_prescription' ELSE 'placed' END,
  '', "created_at"
FROM "pharmacy_orders";--> statement-breakpoint
INSERT INTO "pharmacy_order_events" ("order_id", "status", "note", "at")
SELECT "id", "status", "status_note", coalesce("status_changed_at", "created_at")
FROM "pharmacy_orders"
WHERE "status" NOT IN ('placed', 'awaiting_prescription');
