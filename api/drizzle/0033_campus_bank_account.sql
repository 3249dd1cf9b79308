ALTER TABLE "campuses" ADD COLUMN "bank_name" varchar(100);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "bank_branch" varchar(100);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "bank_account_no" varchar(30);