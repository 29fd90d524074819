DROP INDEX "job_applications_job_idx";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","created_at","id");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_known" CHECK ("job_applications"."status" in ('new', 'shortlisted', 'rejected', 'hired'));