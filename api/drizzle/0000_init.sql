CREATE TABLE "attribute_defs" (
	"technical_name" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"filterable" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL,
	"is_recup_chute" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"site_id" integer NOT NULL,
	"recup_chute" boolean DEFAULT false NOT NULL,
	"carrier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"line" text NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_text" text NOT NULL,
	"content" text NOT NULL,
	"position" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"cover" jsonb,
	"cover_mobile" jsonb,
	"cover_link" text,
	"metas" jsonb NOT NULL,
	"pushes" jsonb NOT NULL,
	"faqs" jsonb NOT NULL,
	"filter_attributes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_pages" (
	"category_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_pages_category_id_page_id_role_pk" PRIMARY KEY("category_id","page_id","role")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"technical_name" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"technical_name" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_tags" (
	"page_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "page_tags_page_id_tag_id_pk" PRIMARY KEY("page_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"line" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"promoted" boolean DEFAULT false NOT NULL,
	"publication_date" timestamp with time zone NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"author" text,
	"author_role" text,
	"place" text,
	"price" integer,
	"rating" integer,
	"reading_minutes" integer,
	"lat" double precision,
	"lng" double precision,
	"location" jsonb,
	"covers" jsonb NOT NULL,
	"covers_mobile" jsonb NOT NULL,
	"metas" jsonb NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"toc" jsonb NOT NULL,
	"push" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_related" (
	"product_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_related_product_id_related_id_pk" PRIMARY KEY("product_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"price_ht" integer NOT NULL,
	"price_ttc" integer NOT NULL,
	"ecotax_ht" integer NOT NULL,
	"ecotax_ttc" integer NOT NULL,
	"length_mm" integer,
	"stock" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"color" text,
	"is_default" boolean NOT NULL,
	"position" integer NOT NULL,
	"cover" jsonb NOT NULL,
	CONSTRAINT "product_variants_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"line" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"short_text" text NOT NULL,
	"position" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"tax_rate" integer NOT NULL,
	"cover" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"page_paragraphs" jsonb NOT NULL,
	"product_paragraphs" jsonb NOT NULL,
	"faq_paragraphs" jsonb NOT NULL,
	"push_paragraphs" jsonb NOT NULL,
	"metas" jsonb NOT NULL,
	"rating_average_x10" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "redirections" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"status" integer NOT NULL,
	"external" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"technical_name" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"identifier" text NOT NULL,
	"domain" text NOT NULL,
	"languages" jsonb NOT NULL,
	"currency" text NOT NULL,
	"salesplans" jsonb NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"technical_name" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_attributes" (
	"variant_id" integer NOT NULL,
	"technical_name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "variant_attributes_variant_id_technical_name_pk" PRIMARY KEY("variant_id","technical_name")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_pages" ADD CONSTRAINT "category_pages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_pages" ADD CONSTRAINT "category_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_color_colors_technical_name_fk" FOREIGN KEY ("color") REFERENCES "public"."colors"("technical_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirections" ADD CONSTRAINT "redirections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_attributes" ADD CONSTRAINT "variant_attributes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_attributes" ADD CONSTRAINT "variant_attributes_technical_name_attribute_defs_technical_name_fk" FOREIGN KEY ("technical_name") REFERENCES "public"."attribute_defs"("technical_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_variant_type_uq" ON "cart_lines" USING btree ("cart_id","variant_id","type");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_site_slug_uq" ON "categories" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_site_name_uq" ON "menus" USING btree ("site_id","technical_name");--> statement-breakpoint
CREATE INDEX "page_tags_tag_idx" ON "page_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_slug_uq" ON "pages" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "pages_listing_idx" ON "pages" USING btree ("site_id","type","status","publication_date");--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_cat_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_slug_uq" ON "products" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "redirections_site_source_uq" ON "redirections" USING btree ("site_id","source");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_site_name_uq" ON "settings" USING btree ("site_id","technical_name");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_type_name_uq" ON "tags" USING btree ("type","technical_name");--> statement-breakpoint
CREATE INDEX "variant_attributes_name_value_idx" ON "variant_attributes" USING btree ("technical_name","value");