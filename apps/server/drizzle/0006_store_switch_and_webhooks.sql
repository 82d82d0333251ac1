CREATE TABLE "kiotviet_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"notification_id" text NOT NULL,
	"events" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "kiotviet_webhooks" (
	"pharmacy_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"store_name" text NOT NULL,
	"client_id" text NOT NULL,
	"url" text,
	"hook_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retailer_id" bigint,
	"registered_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"last_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_cursors" ADD COLUMN "resume_offset" integer;--> statement-breakpoint
ALTER TABLE "sync_cursors" ADD COLUMN "resume_anchors" jsonb;--> statement-breakpoint
ALTER TABLE "sync_history" ADD COLUMN "store_name" text;--> statement-breakpoint
ALTER TABLE "sync_history" ADD COLUMN "store_client_id" text;--> statement-breakpoint
ALTER TABLE "kiotviet_webhook_events" ADD CONSTRAINT "kiotviet_webhook_events_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiotviet_webhooks" ADD CONSTRAINT "kiotviet_webhooks_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiotviet_webhook_events_notification_key" ON "kiotviet_webhook_events" USING btree ("pharmacy_id","notification_id");--> statement-breakpoint
CREATE INDEX "kiotviet_webhook_events_pending_idx" ON "kiotviet_webhook_events" USING btree ("received_at") WHERE "kiotviet_webhook_events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "kiotviet_webhooks_key" ON "kiotviet_webhooks" USING btree ("key");--> statement-breakpoint
ALTER TABLE "sync_cursors" DROP COLUMN "resume_after";