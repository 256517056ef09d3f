import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { PAGE_META } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import { DocumentLocaleSchema, PageMetaSchema, page } from "./schemas-content.ts";

/** GraphQL reads of infomails: newsletters as sent, readable on the shop. */

export const InfomailSchema = z.object({
  _id: z.string(),
  title: z.string(),
  locale: DocumentLocaleSchema,
  /** When it went out, ISO 8601. */
  created: z.string(),
  infomail_html: z.string().nullish(),
  content: z.unknown(),
  page_meta: PageMetaSchema,
});
export type Infomail = z.infer<typeof InfomailSchema>;

const InfomailLookupSchema = z.object({
  infomail: z.object({
    entities: z.array(InfomailSchema),
    total: z.number().int(),
    error: z.object({ statusCode: z.number().int(), message: z.string() }).nullish(),
  }),
});

/** The list needs no HTML: a page of titles stays small whatever the mails weigh. */
const InfomailSummarySchema = InfomailSchema.omit({ infomail_html: true, content: true });
export type InfomailSummary = z.infer<typeof InfomailSummarySchema>;

const InfomailListSchema = z.object({ infomail_list: page(InfomailSummarySchema) });

const INFOMAIL_QUERY = gql`
  query Infomail($slug: String!) {
    infomail(slug: $slug) {
      total
      error { statusCode message }
      entities { _id title locale created infomail_html content page_meta { ${PAGE_META} } }
    }
  }
`;

/** An infomail by slug, or null when the CMS has none. */
export async function getInfomailBySlug({
  ctx,
  slug,
}: {
  ctx: RequestContext;
  slug: string;
}): Promise<Infomail | null> {
  const data = await cmsQuery({
    ctx,
    query: INFOMAIL_QUERY,
    variables: { slug },
    schema: InfomailLookupSchema,
  });
  return data.infomail.entities[0] ?? null;
}

/** The most infomails the list shows: a few years of a weekly newsletter. */
export const INFOMAIL_LIST_SIZE = 200;

const INFOMAIL_LIST_QUERY = gql`
  query InfomailList($limit: Int) {
    infomail_list(limit: $limit) {
      total
      entities { _id title locale created page_meta { ${PAGE_META} } }
    }
  }
`;

/** The latest infomails, newest first as the CMS answers them. */
export async function getInfomailList({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: INFOMAIL_LIST_QUERY,
    variables: { limit: INFOMAIL_LIST_SIZE },
    schema: InfomailListSchema,
  });
  return data.infomail_list.entities;
}
