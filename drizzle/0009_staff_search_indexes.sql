CREATE INDEX "appointments_reference_trgm_idx" ON "appointments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_patient_trgm_idx" ON "appointments" USING gin ("patient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_phone_trgm_idx" ON "appointments" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pharmacy_orders_reference_trgm_idx" ON "pharmacy_orders" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pharmacy_orders_name_trgm_idx" ON "pharmacy_orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pharmacy_orders_phone_trgm_idx" ON "pharmacy_orders" USING gin ("phone" gin_trgm_ops);