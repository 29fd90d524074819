-- One order model (issue 45): pharmacy_orders and lab_orders, with their items, events and
-- patients, move into orders, order_items, order_events and order_patients. Pharmacy orders keep
-- their ids; lab orders get new ones (after the last pharmacy id) through legacy_lab_id, and every
-- reference to a lab order (payments, collection holds, reports, access codes, outbox messages,
-- audit entries) is remapped. Lab orders had no history: each gets its booking and, when it has
-- moved on, its present status as events.
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pincode" text NOT NULL,
	"address" text NOT NULL,
	"coupon_code" text,
	"coupon_percent" smallint DEFAULT 0 NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"delivery_fee_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text NOT NULL,
	"status_note" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_date" text,
	"expected_time" text,
	"prescription_call" boolean DEFAULT false NOT NULL,
	"collection_date" text,
	"collection_minute" smallint,
	"legacy_lab_id" integer,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total_paise" > 0),
	CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('pharmacy', 'lab')),
	CONSTRAINT "orders_status_known" CHECK (("orders"."kind" = 'pharmacy' and "orders"."status" in ('placed', 'awaiting_prescription', 'prescription_approved', 'prescription_rejected', 'confirmed', 'packed', 'dispatched', 'delivered', 'cancelled')) or ("orders"."kind" = 'lab' and "orders"."status" in ('booked', 'collected', 'report_ready', 'cancelled'))),
	CONSTRAINT "orders_kind_facts" CHECK (("orders"."kind" = 'pharmacy' and "orders"."expected_date" is not null and "orders"."expected_time" is not null and "orders"."collection_date" is null and "orders"."collection_minute" is null) or ("orders"."kind" = 'lab' and "orders"."collection_date" is not null and "orders"."collection_minute" is not null and "orders"."expected_date" is null and "orders"."expected_time" is null and "orders"."delivery_fee_paise" = 0 and not "orders"."prescription_call"))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"medicine_id" integer,
	"lab_test_id" integer,
	"quantity" smallint NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"unit_mrp_paise" integer NOT NULL,
	CONSTRAINT "order_items_one_product" CHECK (("order_items"."kind" = 'medicine' and "order_items"."medicine_id" is not null and "order_items"."lab_test_id" is null and "order_items"."quantity" between 1 and 20) or ("order_items"."kind" = 'lab_test' and "order_items"."lab_test_id" is not null and "order_items"."medicine_id" is null and "order_items"."quantity" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"gender" text NOT NULL,
	CONSTRAINT "order_patients_age_range" CHECK ("order_patients"."age" between 0 and 120),
	CONSTRAINT "order_patients_gender_known" CHECK ("order_patients"."gender" in ('female', 'male', 'other'))
);
--> statement-breakpoint
INSERT INTO "orders" ("id", "kind", "reference", "name", "email", "phone", "pincode", "address", "coupon_code", "coupon_percent", "subtotal_paise", "discount_paise", "delivery_fee_paise", "total_paise", "status", "status_note", "status_changed_at", "created_at", "expected_date", "expected_time", "prescription_call")
SELECT "id", 'pharmacy', "reference", "name", "email", "phone", "pincode", "address", "coupon_code", "coupon_percent", "subtotal_paise", "discount_paise", "delivery_fee_paise", "total_paise", "status", "status_note", "status_changed_at", "created_at", "expected_date", "expected_time", "prescription_call"
FROM "pharmacy_orders" ORDER BY "id";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('orders', 'id'), coalesce((SELECT max("id") FROM "orders"), 0) + 1, false);
--> statement-breakpoint
INSERT INTO "orders" ("kind", "reference", "name", "email", "phone", "pincode", "address", "coupon_code", "coupon_percent", "subtotal_paise", "discount_paise", "total_paise", "status", "status_changed_at", "created_at", "collection_date", "collection_minute", "legacy_lab_id")
SELECT 'lab', "reference", "name", "email", "phone", "pincode", "address", "coupon_code", "coupon_percent", "subtotal_paise", "discount_paise", "total_paise", "status", "status_changed_at", "created_at", "collection_date", "collection_minute", "id"
FROM "lab_orders" ORDER BY "id";
--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "kind", "medicine_id", "quantity", "unit_price_paise", "unit_mrp_paise")
SELECT "order_id", 'medicine', "medicine_id", "quantity", "unit_price_paise", "unit_mrp_paise"
FROM "pharmacy_order_items" ORDER BY "order_id", "medicine_id";
--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "kind", "lab_test_id", "quantity", "unit_price_paise", "unit_mrp_paise")
SELECT o."id", 'lab_test', i."lab_test_id", i."quantity", i."unit_price_paise", i."unit_mrp_paise"
FROM "lab_order_items" i JOIN "orders" o ON o."legacy_lab_id" = i."order_id" ORDER BY o."id", i."lab_test_id";
--> statement-breakpoint
INSERT INTO "order_events" ("id", "order_id", "status", "note", "at")
SELECT "id", "order_id", "status", "note", "at" FROM "pharmacy_order_events" ORDER BY "id";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('order_events', 'id'), coalesce((SELECT max("id") FROM "order_events"), 0) + 1, false);
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at")
SELECT "id", 'booked', "created_at" FROM "orders" WHERE "kind" = 'lab' ORDER BY "id";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at")
SELECT "id", "status", coalesce("status_changed_at", "created_at") FROM "orders"
WHERE "kind" = 'lab' AND "status" <> 'booked' ORDER BY "id";
--> statement-breakpoint
INSERT INTO "order_patients" ("id", "order_id", "name", "age", "gender")
SELECT p."id", o."id", p."name", p."age", p."gender"
FROM "lab_order_patients" p JOIN "orders" o ON o."legacy_lab_id" = p."order_id" ORDER BY p."id";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('order_patients', 'id'), coalesce((SELECT max("id") FROM "order_patients"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" integer;
--> statement-breakpoint
UPDATE "payments" p SET "order_id" = coalesce(p."pharmacy_order_id", (SELECT o."id" FROM "orders" o WHERE o."legacy_lab_id" = p."lab_order_id"))
WHERE p."pharmacy_order_id" IS NOT NULL OR p."lab_order_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "pharmacy_order_id";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "lab_order_id";
--> statement-breakpoint
ALTER TABLE "prescription_files" DROP CONSTRAINT "prescription_files_pharmacy_order_id_pharmacy_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "lab_collection_holds" DROP CONSTRAINT "lab_collection_holds_order_id_lab_orders_id_fk";
--> statement-breakpoint
UPDATE "lab_collection_holds" SET "order_id" = -"order_id" WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "lab_collection_holds" t SET "order_id" = o."id" FROM "orders" o WHERE o."legacy_lab_id" = -t."order_id";
--> statement-breakpoint
ALTER TABLE "lab_reports" DROP CONSTRAINT "lab_reports_order_id_lab_orders_id_fk";
--> statement-breakpoint
UPDATE "lab_reports" SET "order_id" = -"order_id" WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "lab_reports" t SET "order_id" = o."id" FROM "orders" o WHERE o."legacy_lab_id" = -t."order_id";
--> statement-breakpoint
UPDATE "access_codes" SET "subject_id" = -"subject_id" WHERE "subject_type" = 'lab_order';
--> statement-breakpoint
UPDATE "access_codes" t SET "subject_id" = o."id" FROM "orders" o WHERE t."subject_type" = 'lab_order' AND o."legacy_lab_id" = -t."subject_id";
--> statement-breakpoint
UPDATE "outbox_messages" SET "subject_id" = -"subject_id" WHERE "subject_type" = 'lab_order';
--> statement-breakpoint
UPDATE "outbox_messages" t SET "subject_id" = o."id" FROM "orders" o WHERE t."subject_type" = 'lab_order' AND o."legacy_lab_id" = -t."subject_id";
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = o."id"::text FROM "orders" o
WHERE a."entity" = 'lab_order' AND o."legacy_lab_id"::text = a."entity_id";
--> statement-breakpoint
DROP TABLE "pharmacy_order_events", "pharmacy_order_items", "lab_order_items", "lab_order_patients", "lab_orders", "pharmacy_orders";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "legacy_lab_id";
--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_pharmacy_order_id_orders_id_fk" FOREIGN KEY ("pharmacy_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lab_collection_holds" ADD CONSTRAINT "lab_collection_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_lab_test_id_lab_tests_id_fk" FOREIGN KEY ("lab_test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_patients" ADD CONSTRAINT "order_patients_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_medicine_idx" ON "order_items" USING btree ("order_id","medicine_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_lab_test_idx" ON "order_items" USING btree ("order_id","lab_test_id");
--> statement-breakpoint
CREATE INDEX "order_items_medicine_ref_idx" ON "order_items" USING btree ("medicine_id");
--> statement-breakpoint
CREATE INDEX "order_patients_order_idx" ON "order_patients" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "orders_kind_status_idx" ON "orders" USING btree ("kind","status","created_at");
--> statement-breakpoint
CREATE INDEX "orders_kind_created_idx" ON "orders" USING btree ("kind","created_at","id");
--> statement-breakpoint
CREATE INDEX "orders_collection_idx" ON "orders" USING btree ("collection_date","collection_minute");
--> statement-breakpoint
CREATE INDEX "orders_reference_trgm_idx" ON "orders" USING gin ("reference" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);
