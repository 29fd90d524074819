CREATE TABLE "consultation_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"sender" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_messages_sender_known" CHECK ("consultation_messages"."sender" in ('doctor', 'patient'))
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"doctor_joined_at" timestamp with time zone,
	"patient_joined_at" timestamp with time zone,
	"phone_call_requested_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"notes" text DEFAULT '' NOT NULL,
	"notes_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_ended_by_known" CHECK ("consultations"."ended_by" is null or "consultations"."ended_by" in ('doctor', 'patient'))
);
--> statement-breakpoint
CREATE TABLE "e_prescription_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"medicine_id" integer,
	"lab_test_id" integer,
	"name" text NOT NULL,
	"strength" text DEFAULT '' NOT NULL,
	"dose" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	CONSTRAINT "e_prescription_items_kind_known" CHECK ("e_prescription_items"."kind" in ('medicine', 'investigation')),
	CONSTRAINT "e_prescription_items_kind_facts" CHECK (("e_prescription_items"."kind" = 'medicine' and "e_prescription_items"."lab_test_id" is null) or ("e_prescription_items"."kind" = 'investigation' and "e_prescription_items"."medicine_id" is null))
);
--> statement-breakpoint
CREATE TABLE "e_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_code" text NOT NULL,
	"appointment_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"doctor_name" text NOT NULL,
	"doctor_qualifications" text NOT NULL,
	"doctor_registration" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" smallint NOT NULL,
	"patient_gender" "gender" NOT NULL,
	"mode" text NOT NULL,
	"consultation_type" text NOT NULL,
	"diagnosis" text NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"follow_up_date" date,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"patient_id" integer,
	CONSTRAINT "e_prescriptions_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "e_prescriptions_mode_known" CHECK ("e_prescriptions"."mode" in ('clinic', 'video')),
	CONSTRAINT "e_prescriptions_type_known" CHECK ("e_prescriptions"."consultation_type" in ('first', 'follow_up')),
	CONSTRAINT "e_prescriptions_diagnosis_present" CHECK (length("e_prescriptions"."diagnosis") > 0)
);
--> statement-breakpoint
CREATE TABLE "order_e_prescriptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_known";--> statement-breakpoint
ALTER TABLE "doctor_slots" ADD COLUMN "mode" text DEFAULT 'clinic' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "video_price_paise" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "signature_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "mode" text DEFAULT 'clinic' NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "telemedicine_list" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
-- Each medicine's first Telemedicine Practice Guidelines list, from its drug schedule: over the counter
-- List O, Schedule H List A, Schedule H1 List B, Schedule X prohibited. The pharmacist edits it after.
UPDATE "medicines" SET "telemedicine_list" = CASE "schedule" WHEN 'OTC' THEN 'O' WHEN 'H' THEN 'A' WHEN 'H1' THEN 'B' ELSE 'prohibited' END;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "doctor_id" integer;--> statement-breakpoint
ALTER TABLE "consultation_files" ADD CONSTRAINT "consultation_files_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_file_id_consultation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."consultation_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_items" ADD CONSTRAINT "e_prescription_items_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_items" ADD CONSTRAINT "e_prescription_items_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_items" ADD CONSTRAINT "e_prescription_items_lab_test_id_lab_tests_id_fk" FOREIGN KEY ("lab_test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_patient_id_account_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."account_patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_e_prescriptions" ADD CONSTRAINT "order_e_prescriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_e_prescriptions" ADD CONSTRAINT "order_e_prescriptions_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_files_appointment_idx" ON "consultation_files" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "consultation_messages_appointment_idx" ON "consultation_messages" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescription_items_position_idx" ON "e_prescription_items" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescriptions_appointment_idx" ON "e_prescriptions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "e_prescriptions_account_idx" ON "e_prescriptions" USING btree ("account_id","signed_at");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_doctor_idx" ON "staff_users" USING btree ("doctor_id") WHERE "staff_users"."doctor_id" is not null;--> statement-breakpoint
ALTER TABLE "doctor_slots" ADD CONSTRAINT "doctor_slots_mode_known" CHECK ("doctor_slots"."mode" in ('clinic', 'video', 'both'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mode_known" CHECK ("appointments"."mode" in ('clinic', 'video'));--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_telemedicine_list_known" CHECK ("medicines"."telemedicine_list" in ('O', 'A', 'B', 'prohibited'));--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_schedule_x_prohibited" CHECK ("medicines"."schedule" <> 'X' or "medicines"."telemedicine_list" = 'prohibited');--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_doctor_link" CHECK (("staff_users"."role" = 'doctor') = ("staff_users"."doctor_id" is not null));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('admin', 'front_desk', 'pharmacist', 'lab', 'editor', 'hr', 'doctor'));