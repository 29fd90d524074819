CREATE TABLE "doctor_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_leaves_range" CHECK ("doctor_leaves"."from_date" <= "doctor_leaves"."to_date")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_leaves" ADD CONSTRAINT "doctor_leaves_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_leaves_doctor_idx" ON "doctor_leaves" USING btree ("doctor_id","to_date");--> statement-breakpoint
CREATE INDEX "appointments_day_idx" ON "appointments" USING btree ("slot_date","doctor_id","slot_time");--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_attendance_known" CHECK ("appointments"."attendance" is null or "appointments"."attendance" in ('checked_in', 'completed', 'no_show'));