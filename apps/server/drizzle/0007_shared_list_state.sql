CREATE TABLE "list_estimates" (
	"scope" text NOT NULL,
	"filter" text NOT NULL,
	"version" bigint NOT NULL,
	"estimate" bigint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "list_estimates_scope_filter_pk" PRIMARY KEY("scope","filter")
);
--> statement-breakpoint
CREATE TABLE "list_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
