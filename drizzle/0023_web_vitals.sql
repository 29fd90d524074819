CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"template" text NOT NULL,
	"device" text NOT NULL,
	"connection" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "web_vitals_daily_pkey" PRIMARY KEY("day","template","device","connection","metric","bucket"),
	CONSTRAINT "web_vitals_daily_template_length" CHECK (char_length("web_vitals_daily"."template") between 1 and 100),
	CONSTRAINT "web_vitals_daily_device_known" CHECK ("web_vitals_daily"."device" in ('mobile', 'tablet', 'desktop')),
	CONSTRAINT "web_vitals_daily_connection_known" CHECK ("web_vitals_daily"."connection" in ('slow-2g', '2g', '3g', '4g', 'unknown')),
	CONSTRAINT "web_vitals_daily_metric_known" CHECK ("web_vitals_daily"."metric" in ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')),
	CONSTRAINT "web_vitals_daily_bucket_range" CHECK ("web_vitals_daily"."bucket" between 0 and 100),
	CONSTRAINT "web_vitals_daily_count_positive" CHECK ("web_vitals_daily"."count" > 0)
);
