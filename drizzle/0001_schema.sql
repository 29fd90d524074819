CREATE TYPE "public"."seo_tag_type" AS ENUM('Home', 'About', 'Doctors', 'Careers', 'Blog', 'Contactus', 'Pharmacy');--> statement-breakpoint
CREATE TYPE "public"."slot_period" AS ENUM('morning', 'afternoon', 'evening');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('held', 'confirmed', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."booking_type" AS ENUM('online', 'desk');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('appointment', 'pharmacy_order');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "about_ctas" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"percentages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"count_number" integer NOT NULL,
	"count_text" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	CONSTRAINT "branches_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_name" text NOT NULL,
	"title" text NOT NULL,
	"office_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"office_address" text NOT NULL,
	"office_address_2" text DEFAULT '' NOT NULL,
	"get_in_touch" text[] DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"appointment_call" text NOT NULL,
	"emergency_call" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "contact_info_section_name_unique" UNIQUE("section_name")
);
--> statement-breakpoint
CREATE TABLE "doctor_intro_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icons" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"list_item_image" text DEFAULT '' NOT NULL,
	"list_item_texts" text[] DEFAULT '{}' NOT NULL,
	"nav_link_slug" text DEFAULT '' NOT NULL,
	"nav_link_image" text DEFAULT '' NOT NULL,
	"nav_link_text" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_ad" text NOT NULL,
	"secondary_images" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "seo_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "seo_tag_type" NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_tags" text[] DEFAULT '{}' NOT NULL,
	"meta_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "seo_tags_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"poster_image" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"posted_by_image" text NOT NULL,
	"posted_by_name" text NOT NULL,
	"posted_by_designation" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_qualities" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"qualities" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "department_qualities_department_id_unique" UNIQUE("department_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"description" text NOT NULL,
	"content_image" text,
	"follow_up_image" text,
	"meta_name" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_tags" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name"),
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "treatment_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"treatment_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_cta_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"treatment_id" integer NOT NULL,
	"icon" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"treatment_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"treatment_id" integer NOT NULL,
	"disease_name" text NOT NULL,
	"surgery_name" text NOT NULL,
	"duration" text NOT NULL,
	"treated_by" text NOT NULL,
	CONSTRAINT "treatment_infos_treatment_id_unique" UNIQUE("treatment_id")
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"banner_images" text[] DEFAULT '{}' NOT NULL,
	"meta_name" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_tags" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "treatments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "doctor_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"date" date NOT NULL,
	"period" "slot_period" NOT NULL,
	"time" text NOT NULL,
	"start_minute" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_treatments" (
	"doctor_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	CONSTRAINT "doctor_treatments_doctor_id_treatment_id_pk" PRIMARY KEY("doctor_id","treatment_id")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"specialities" text[] DEFAULT '{}' NOT NULL,
	"experience_years" smallint,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region" text,
	"price_paise" integer NOT NULL,
	"phone" text NOT NULL,
	"rating" numeric(2, 1),
	"expertise" text[] DEFAULT '{}' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"membership" text DEFAULT '' NOT NULL,
	"best_known_for" text[] DEFAULT '{}' NOT NULL,
	"top_treatments" text[] DEFAULT '{}' NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"branch_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "doctors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"branch_id" integer,
	"region" text DEFAULT '' NOT NULL,
	"booking_type" "booking_type" DEFAULT 'online' NOT NULL,
	"patient_name" text NOT NULL,
	"phone" text NOT NULL,
	"gender" "gender" NOT NULL,
	"disease" text NOT NULL,
	"age" smallint NOT NULL,
	"email" text NOT NULL,
	"pincode" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" "appointment_status" DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "appointments_amount_positive" CHECK ("appointments"."amount_paise" > 0),
	CONSTRAINT "appointments_age_range" CHECK ("appointments"."age" between 0 and 130)
);
--> statement-breakpoint
CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"disease" text NOT NULL,
	"address" text NOT NULL,
	"page_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"resume_key" text NOT NULL,
	"resume_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "job_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"qualification" text NOT NULL,
	"experience" text NOT NULL,
	"vacancy" integer NOT NULL,
	"salary" text NOT NULL,
	"responsibilities" text NOT NULL,
	"key_skills" text[] DEFAULT '{}' NOT NULL,
	"attachment_path" text,
	"attachment_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"doctor_id" integer,
	CONSTRAINT "blog_authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_html" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"description_html" text NOT NULL,
	"department_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"meta_name" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percentage" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_percentage_range" CHECK ("coupons"."percentage" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "medicine_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "medicine_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "medicine_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "medicine_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"medicine_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_related" (
	"medicine_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "medicine_related_medicine_id_related_id_pk" PRIMARY KEY("medicine_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	"price_per_pack" text NOT NULL,
	"pack_size" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"available_sizes" text[] DEFAULT '{}' NOT NULL,
	"manufacturer" text NOT NULL,
	"manufacturer_address" text NOT NULL,
	"country_of_origin" text NOT NULL,
	"consume_type" text NOT NULL,
	"expiry_date" date NOT NULL,
	"about" text NOT NULL,
	"uses" text NOT NULL,
	"medical_benefits" text NOT NULL,
	"direction_of_use" text NOT NULL,
	"storage" text NOT NULL,
	"side_effects" text NOT NULL,
	"drug_warning" text NOT NULL,
	"drug_interactions" text NOT NULL,
	"drug_interactions_list" text[] DEFAULT '{}' NOT NULL,
	"special_advice" text NOT NULL,
	"disease_condition" text NOT NULL,
	"ad_banners" text[] DEFAULT '{}' NOT NULL,
	"type" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "medicines_slug_unique" UNIQUE("slug"),
	CONSTRAINT "medicines_prices_valid" CHECK ("medicines"."price_paise" > 0 and "medicines"."price_paise" <= "medicines"."mrp_paise"),
	CONSTRAINT "medicines_discount_range" CHECK ("medicines"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "pharmacy_order_items" (
	"order_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"unit_mrp_paise" integer NOT NULL,
	CONSTRAINT "pharmacy_order_items_order_id_medicine_id_pk" PRIMARY KEY("order_id","medicine_id"),
	CONSTRAINT "pharmacy_order_items_quantity_range" CHECK ("pharmacy_order_items"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "pharmacy_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pincode" text NOT NULL,
	"address" text NOT NULL,
	"expected_date" text NOT NULL,
	"expected_time" text NOT NULL,
	"coupon_code" text,
	"coupon_percent" smallint DEFAULT 0 NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "pharmacy_orders_total_positive" CHECK ("pharmacy_orders"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"purpose" "payment_purpose" NOT NULL,
	"appointment_id" integer,
	"pharmacy_order_id" integer,
	"cart" jsonb,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" "payment_status" DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"refund_due" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_faqs" ADD CONSTRAINT "department_faqs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_qualities" ADD CONSTRAINT "department_qualities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_contents" ADD CONSTRAINT "treatment_contents_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_cta_icons" ADD CONSTRAINT "treatment_cta_icons_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_faqs" ADD CONSTRAINT "treatment_faqs_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_infos" ADD CONSTRAINT "treatment_infos_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_slots" ADD CONSTRAINT "doctor_slots_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_treatments" ADD CONSTRAINT "doctor_treatments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_treatments" ADD CONSTRAINT "doctor_treatments_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_id_doctor_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."doctor_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_job_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_authors" ADD CONSTRAINT "blog_authors_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_faqs" ADD CONSTRAINT "blog_faqs_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_blog_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_authors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_faqs" ADD CONSTRAINT "medicine_faqs_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_related" ADD CONSTRAINT "medicine_related_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_related" ADD CONSTRAINT "medicine_related_related_id_medicines_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_category_id_medicine_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."medicine_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_items" ADD CONSTRAINT "pharmacy_order_items_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_items" ADD CONSTRAINT "pharmacy_order_items_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pharmacy_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("pharmacy_order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "header_blocks_title_idx" ON "header_blocks" USING btree ("title");--> statement-breakpoint
CREATE INDEX "department_faqs_department_idx" ON "department_faqs" USING btree ("department_id","position");--> statement-breakpoint
CREATE INDEX "treatment_contents_treatment_idx" ON "treatment_contents" USING btree ("treatment_id","position");--> statement-breakpoint
CREATE INDEX "treatment_cta_icons_treatment_idx" ON "treatment_cta_icons" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "treatment_faqs_treatment_idx" ON "treatment_faqs" USING btree ("treatment_id","position");--> statement-breakpoint
CREATE INDEX "treatments_department_idx" ON "treatments" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_slots_doctor_date_time_idx" ON "doctor_slots" USING btree ("doctor_id","date","time");--> statement-breakpoint
CREATE INDEX "doctor_slots_doctor_date_idx" ON "doctor_slots" USING btree ("doctor_id","date","start_minute");--> statement-breakpoint
CREATE INDEX "doctor_treatments_treatment_idx" ON "doctor_treatments" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "doctors_department_idx" ON "doctors" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "doctors_name_idx" ON "doctors" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_idx" ON "appointments" USING btree ("doctor_id","slot_date","slot_time") WHERE "appointments"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "appointments_slot_idx" ON "appointments" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "appointments_held_expiry_idx" ON "appointments" USING btree ("expires_at") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "callback_requests_created_idx" ON "callback_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_faqs_blog_idx" ON "blog_faqs" USING btree ("blog_id","position");--> statement-breakpoint
CREATE INDEX "blogs_created_idx" ON "blogs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "blogs_department_created_idx" ON "blogs" USING btree ("department_id","created_at");--> statement-breakpoint
CREATE INDEX "blogs_views_idx" ON "blogs" USING btree ("views");--> statement-breakpoint
CREATE INDEX "coupons_code_upper_idx" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "medicine_faqs_medicine_idx" ON "medicine_faqs" USING btree ("medicine_id","position");--> statement-breakpoint
CREATE INDEX "medicines_category_idx" ON "medicines" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "medicines_brand_idx" ON "medicines" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "medicines_price_idx" ON "medicines" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "medicines_name_trgm_idx" ON "medicines" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");