import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { PAGE_META } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import { ImagePathSchema, PageMetaSchema, page } from "./schemas-content.ts";

/**
 * GraphQL reads of the shop's own branches (content side §3 Branch, §7). Each branch is
 * joined with the store's record of the same shop through `store_id`.
 */

/** Spec §9: the branch map reads up to 500; the list page shows every branch at once. */
export const BRANCH_LIMIT = 500;

const OpeningDaySchema = z.object({
  day: z.number().int().min(1).max(7),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

const OpeningExceptionSchema = z.object({
  date: z.iso.date(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullish(),
});

const EmployeeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  photo: ImagePathSchema.nullish(),
});

/** What the list page needs of a branch. */
export const BranchSummarySchema = z.object({
  _id: z.string(),
  store_id: z.number().int(),
  title: z.string(),
  branch_closed_from: z.iso.date().nullish(),
  branch_closed_to: z.iso.date().nullish(),
  branch_map_iframe: z.string().nullish(),
  branch_map_images: z.array(ImagePathSchema),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  opening_hours: z.array(OpeningDaySchema),
  opening_exceptions: z.array(OpeningExceptionSchema),
  main_image: ImagePathSchema.nullish(),
  lastModified: z.string(),
  page_meta: PageMetaSchema,
  region: z.string(),
  branch_is_primary: z.boolean(),
  weight: z.number().int(),
});
export type BranchSummary = z.infer<typeof BranchSummarySchema>;

/** Every field of a branch, for its own page. */
export const BranchSchema = BranchSummarySchema.extend({
  description: z.unknown(),
  branch_360_iframe: z.string().nullish(),
  branch_map_description: z.string().nullish(),
  car_accessibility: z.string().nullish(),
  public_transportation_accessibility: z.string().nullish(),
  google_map_link: z.string().nullish(),
  images: z.array(ImagePathSchema),
  pay_with_card: z.boolean(),
  review_link: z.string().nullish(),
  services: z.array(z.string()),
  site_enabled: z.array(z.string()),
  employees: z.array(EmployeeSchema),
});
export type Branch = z.infer<typeof BranchSchema>;

const SUMMARY_FIELDS = `_id store_id title branch_closed_from branch_closed_to branch_map_iframe
  branch_map_images { path alt } gps_latitude gps_longitude opening_hours { day from to }
  opening_exceptions { date from to note } main_image { path alt } lastModified
  page_meta { ${PAGE_META} } region branch_is_primary weight`;

const BranchListQuery = gql`
  query BranchList($site: String, $limit: Int) {
    result: branch_list(site: $site, limit: $limit) {
      entities { ${SUMMARY_FIELDS} }
      total
    }
  }
`;

const BranchQuery = gql`
  query Branch($slug: String!, $site: String) {
    result: branch(slug: $slug, site: $site) {
      ${SUMMARY_FIELDS}
      description branch_360_iframe branch_map_description car_accessibility
      public_transportation_accessibility google_map_link images { path alt } pay_with_card
      review_link services site_enabled
      employees { _id title position email phone photo { path alt } }
    }
  }
`;

/** Built once: the product page asks for the branches on every request. */
const BranchListSchema = z.object({ result: page(BranchSummarySchema) });

/** Every branch of the shop's site, heaviest first (the CMS's order). */
export async function getBranches({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: BranchListQuery,
    variables: { site: ctx.domainCode, limit: BRANCH_LIMIT },
    schema: BranchListSchema,
  });
  return data.result.entities;
}

/** A branch of the shop's site by its slug, or null. */
export async function getBranch({ ctx, slug }: { ctx: RequestContext; slug: string }) {
  const data = await cmsQuery({
    ctx,
    query: BranchQuery,
    variables: { slug, site: ctx.domainCode },
    schema: z.object({ result: BranchSchema.nullable() }),
  });
  return data.result;
}
