CREATE TABLE "stock_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_quantity_positive" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_medicine_idx" ON "stock_holds" USING btree ("medicine_id","expires_at");--> statement-breakpoint
CREATE INDEX "stock_holds_payment_idx" ON "stock_holds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_stock_not_negative" CHECK ("medicines"."stock" >= 0);