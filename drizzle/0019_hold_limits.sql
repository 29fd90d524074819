CREATE TABLE "checkout_holds" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"client_digest" text NOT NULL,
	"phone_digest" text NOT NULL,
	"email_digest" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_holds_client_idx" ON "checkout_holds" USING btree ("client_digest","expires_at");--> statement-breakpoint
CREATE INDEX "checkout_holds_phone_idx" ON "checkout_holds" USING btree ("phone_digest","expires_at");--> statement-breakpoint
CREATE INDEX "checkout_holds_email_idx" ON "checkout_holds" USING btree ("email_digest","expires_at");--> statement-breakpoint
CREATE INDEX "checkout_holds_expires_idx" ON "checkout_holds" USING btree ("expires_at");