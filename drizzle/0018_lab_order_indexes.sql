CREATE INDEX "lab_orders_status_idx" ON "lab_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lab_orders_reference_trgm_idx" ON "lab_orders" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_orders_name_trgm_idx" ON "lab_orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_orders_phone_trgm_idx" ON "lab_orders" USING gin ("phone" gin_trgm_ops);