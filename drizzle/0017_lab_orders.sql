ALTER TYPE "public"."payment_purpose" ADD VALUE 'lab_order';--> statement-breakpoint
CREATE TABLE "lab_collection_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"collection_date" text NOT NULL,
	"collection_minute" smallint NOT NULL,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	CONSTRAINT "lab_collection_holds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "lab_collection_holds_live" CHECK ("lab_collection_holds"."order_id" is not null or "lab_collection_holds"."expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "lab_collection_areas" (
	"pincode" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"window_capacity" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lab_collection_areas_pincode_format" CHECK ("lab_collection_areas"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "lab_collection_areas_capacity_range" CHECK ("lab_collection_areas"."window_capacity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "lab_order_items" (
	"order_id" integer NOT NULL,
	"lab_test_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"unit_mrp_paise" integer NOT NULL,
	CONSTRAINT "lab_order_items_order_id_lab_test_id_pk" PRIMARY KEY("order_id","lab_test_id"),
	CONSTRAINT "lab_order_items_quantity_range" CHECK ("lab_order_items"."quantity" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "lab_order_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"gender" text NOT NULL,
	CONSTRAINT "lab_order_patients_age_range" CHECK ("lab_order_patients"."age" between 0 and 120),
	CONSTRAINT "lab_order_patients_gender_known" CHECK ("lab_order_patients"."gender" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "lab_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pincode" text NOT NULL,
	"address" text NOT NULL,
	"collection_date" text NOT NULL,
	"collection_minute" smallint NOT NULL,
	"coupon_code" text,
	"coupon_percent" smallint DEFAULT 0 NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "lab_orders_total_positive" CHECK ("lab_orders"."total_paise" > 0),
	CONSTRAINT "lab_orders_status_known" CHECK ("lab_orders"."status" in ('booked', 'collected', 'report_ready', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_known";--> statement-breakpoint
ALTER TABLE "access_codes" DROP CONSTRAINT "access_codes_subject_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lab_order_id" integer;--> statement-breakpoint
ALTER TABLE "lab_collection_holds" ADD CONSTRAINT "lab_collection_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_collection_holds" ADD CONSTRAINT "lab_collection_holds_pincode_lab_collection_areas_pincode_fk" FOREIGN KEY ("pincode") REFERENCES "public"."lab_collection_areas"("pincode") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_collection_holds" ADD CONSTRAINT "lab_collection_holds_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_items" ADD CONSTRAINT "lab_order_items_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_items" ADD CONSTRAINT "lab_order_items_lab_test_id_lab_tests_id_fk" FOREIGN KEY ("lab_test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_patients" ADD CONSTRAINT "lab_order_patients_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_collection_holds_window_idx" ON "lab_collection_holds" USING btree ("pincode","collection_date","collection_minute");--> statement-breakpoint
CREATE INDEX "lab_order_patients_order_idx" ON "lab_order_patients" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lab_orders_created_idx" ON "lab_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lab_orders_collection_idx" ON "lab_orders" USING btree ("collection_date","collection_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_reports_order_idx" ON "lab_reports" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('admin', 'front_desk', 'pharmacist', 'lab', 'editor', 'hr'));--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_subject_known" CHECK ("access_codes"."subject_type" in ('appointment', 'pharmacy_order', 'lab_order'));