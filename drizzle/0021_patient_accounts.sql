CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "account_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_addresses_pincode_format" CHECK ("account_addresses"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "account_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"relationship" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"gender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_patients_relationship_known" CHECK ("account_patients"."relationship" in ('self', 'spouse', 'child', 'parent', 'sibling', 'other')),
	CONSTRAINT "account_patients_gender_known" CHECK ("account_patients"."gender" is null or "account_patients"."gender" in ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "accounts_phone_unique" UNIQUE("phone"),
	CONSTRAINT "accounts_phone_format" CHECK ("accounts"."phone" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "accounts_email_lower" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"phone_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_purpose_known" CHECK ("consent_records"."purpose" in ('care', 'health_tips_email', 'whatsapp_reminders'))
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"phone_hash" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_known" CHECK ("privacy_requests"."kind" in ('export', 'correction', 'withdrawal', 'erasure')),
	CONSTRAINT "privacy_requests_status_known" CHECK ("privacy_requests"."status" in ('done', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"account_id" integer,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_codes_attempts_range" CHECK ("sign_in_codes"."attempts" between 0 and 5),
	CONSTRAINT "sign_in_codes_channel_known" CHECK ("sign_in_codes"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "hsn_code" text DEFAULT '3004' NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "gst_percent" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_percent" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_addresses" ADD CONSTRAINT "account_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_patients" ADD CONSTRAINT "account_patients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_addresses_account_idx" ON "account_addresses" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "account_patients_account_idx" ON "account_patients" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_patients_one_holder_idx" ON "account_patients" USING btree ("account_id") WHERE "account_patients"."relationship" = 'self';--> statement-breakpoint
CREATE INDEX "account_sessions_account_idx" ON "account_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_sessions_expiry_idx" ON "account_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "accounts_email_idx" ON "accounts" USING btree ("email") WHERE "accounts"."email" <> '';--> statement-breakpoint
CREATE INDEX "consent_records_account_idx" ON "consent_records" USING btree ("account_id","purpose","at");--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "privacy_requests_account_idx" ON "privacy_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sign_in_codes_phone_idx" ON "sign_in_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_codes_created_idx" ON "sign_in_codes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_account_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."account_patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_account_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."account_patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_patient_id_account_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."account_patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_account_idx" ON "appointments" USING btree ("account_id","slot_date");--> statement-breakpoint
CREATE INDEX "appointments_guest_phone_idx" ON "appointments" USING btree ("phone") WHERE "appointments"."account_id" is null;--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."account_id" is null;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_gst_rate" CHECK ("medicines"."gst_percent" in (0, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_hsn_format" CHECK ("medicines"."hsn_code" ~ '^[0-9]{4,8}$');