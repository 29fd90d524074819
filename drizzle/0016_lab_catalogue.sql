CREATE TABLE "lab_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "lab_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lab_package_tests" (
	"package_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	CONSTRAINT "lab_package_tests_package_id_test_id_pk" PRIMARY KEY("package_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer NOT NULL,
	"summary" text NOT NULL,
	"parameters" text[] DEFAULT '{}' NOT NULL,
	"sample_types" text[] NOT NULL,
	"fasting_hours" smallint DEFAULT 0 NOT NULL,
	"report_hours" smallint NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"who_should_take" text[] DEFAULT '{}' NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_tests_slug_unique" UNIQUE("slug"),
	CONSTRAINT "lab_tests_kind_known" CHECK ("lab_tests"."kind" in ('test', 'package')),
	CONSTRAINT "lab_tests_price_positive" CHECK ("lab_tests"."price_paise" > 0),
	CONSTRAINT "lab_tests_price_at_most_mrp" CHECK ("lab_tests"."price_paise" <= "lab_tests"."mrp_paise"),
	CONSTRAINT "lab_tests_fasting_range" CHECK ("lab_tests"."fasting_hours" between 0 and 24)
);
--> statement-breakpoint
ALTER TABLE "lab_package_tests" ADD CONSTRAINT "lab_package_tests_package_id_lab_tests_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_package_tests" ADD CONSTRAINT "lab_package_tests_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_category_id_lab_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lab_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_package_tests_test_idx" ON "lab_package_tests" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "lab_tests_category_idx" ON "lab_tests" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "lab_tests_name_trgm_idx" ON "lab_tests" USING gin (lower("name") gin_trgm_ops);