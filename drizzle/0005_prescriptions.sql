CREATE TABLE "prescription_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pharmacy_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_files_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD COLUMN "status" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD COLUMN "prescription_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_pharmacy_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("pharmacy_order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_files_order_idx" ON "prescription_files" USING btree ("pharmacy_order_id");--> statement-breakpoint
CREATE INDEX "prescription_files_created_idx" ON "prescription_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_status_idx" ON "pharmacy_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_status_known" CHECK ("pharmacy_orders"."status" in ('placed', 'awaiting_prescription', 'prescription_approved', 'prescription_rejected'));