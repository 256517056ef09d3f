import { readFileSync } from "node:fs";

import { GraphQLScalarType } from "graphql";
import { type YogaInitialContext, createSchema, createYoga } from "graphql-yoga";

import type { Db } from "#sandbox/db/open.ts";

import { type ArticleLookup, listArticles } from "./articles.ts";
import { type BranchLookup, findBranchById, findBranchBySlug, listBranches } from "./branches.ts";
import {
  findCategory,
  findCmsCategories,
  listBrands,
  listMaterials,
  listParameterValues,
  listParameters,
  slugMetadata,
  topCategoriesConfiguration,
} from "./catalog-documents.ts";
import { type ContentBlock, findPage, listPages, loadHomepage } from "./content.ts";
import { type PageArgs, pageOf } from "./documents.ts";
import { type FaqQuestionLookup, listFaqQuestions } from "./faq-questions.ts";
import { faqQuestionSlug, faqQuestionTopic, listTopicQuestions } from "./faq-topics.ts";
import { type GlossaryLookup, findGlossaryTerm, listGlossaryTerms } from "./glossary.ts";
import { findInfomail, listInfomails } from "./infomails.ts";
import {
  type AuthorLookup,
  type MagazineLookup,
  articleCategoryFinder,
  articleListConfiguration,
  listArticleCategories,
  listArticleTags,
  listAuthors,
} from "./magazine.ts";
import {
  listBanners,
  listInfoBoxes,
  listWideBanners,
  loadGlobalSettings,
  loadSetting,
  loadSettingList,
} from "./settings.ts";

const typeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

export const GRAPHQL_ENDPOINT = "/graphql";

/** Rich text travels as plain JSON; the storefront renders its nodes. */
const JsonScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => value,
});

interface IdsArgs extends PageArgs {
  ids?: Array<number> | null;
}

interface CmsCategoryArgs extends PageArgs {
  slugs?: Array<string> | null;
  parameter_ids?: Array<number> | null;
  value_ids?: Array<number> | null;
  store_category_id?: number | null;
  search?: string | null;
  ids?: Array<string> | null;
}

/** A top category link as stored: magazine targets by their ids, resolved when asked. */
interface TopCategoryLinkData {
  article_category_link?: { _id: string } | null;
  article_tag_link?: { _id: string } | null;
}

export function createGraphqlHandler(db: Db, headerPrefix: string) {
  /** The shopper's language: a page is found by its slug in that language too. */
  const locale = (context: YogaInitialContext): string =>
    context.request.headers.get(`${headerPrefix}locale`) ?? "cs";
  const userGroups = (context: YogaInitialContext): Array<string> =>
    (context.request.headers.get(`${headerPrefix}user-groups`) ?? "")
      .split(",")
      .map((group) => group.trim())
      .filter(Boolean);
  const cmsCategories = (
    kind: "virtual" | "filtered",
    args: CmsCategoryArgs,
    context: YogaInitialContext,
  ) =>
    pageOf(
      findCmsCategories(db, kind, {
        slugs: args.slugs,
        parameterIds: args.parameter_ids,
        valueIds: args.value_ids,
        storeCategoryId: args.store_category_id,
        search: args.search,
        ids: args.ids,
        locale: locale(context),
      }),
      args,
    );
  const oneBySlug = (kind: "virtual" | "filtered", slug: string, context: YogaInitialContext) =>
    findCmsCategories(db, kind, { slugs: [slug], locale: locale(context) })[0] ?? null;

  return createYoga({
    schema: createSchema<YogaInitialContext>({
      typeDefs,
      resolvers: {
        JSON: JsonScalar,
        Query: {
          homepage_configuration: (_: unknown, __: unknown, context: YogaInitialContext) =>
            loadHomepage(db, locale(context)),
          brand_list: (_: unknown, args: IdsArgs, context: YogaInitialContext) =>
            pageOf(listBrands(db, args.ids, locale(context)), args),
          material_list: (_: unknown, args: IdsArgs, context: YogaInitialContext) =>
            pageOf(listMaterials(db, args.ids, locale(context))),
          parameter_list: (_: unknown, args: IdsArgs, context: YogaInitialContext) =>
            pageOf(listParameters(db, args.ids, locale(context))),
          parameter_value_list: (_: unknown, args: IdsArgs, context: YogaInitialContext) =>
            pageOf(listParameterValues(db, args.ids, locale(context))),
          category: (_: unknown, args: { store_id: number }, context: YogaInitialContext) =>
            findCategory(db, args.store_id, userGroups(context), new Date(), locale(context)),
          virtual_category: (_: unknown, args: { slug: string }, context: YogaInitialContext) =>
            oneBySlug("virtual", args.slug, context),
          virtual_category_list: (_: unknown, args: CmsCategoryArgs, context: YogaInitialContext) =>
            cmsCategories("virtual", args, context),
          filtered_category: (_: unknown, args: { slug: string }, context: YogaInitialContext) =>
            oneBySlug("filtered", args.slug, context),
          filtered_category_list: (
            _: unknown,
            args: CmsCategoryArgs,
            context: YogaInitialContext,
          ) => cmsCategories("filtered", args, context),
          configuration_top_categories: (_: unknown, __: unknown, context: YogaInitialContext) =>
            topCategoriesConfiguration(db, locale(context)),
          faq_question_list: (
            _: unknown,
            args: FaqQuestionLookup & PageArgs,
            context: YogaInitialContext,
          ) => pageOf(listFaqQuestions(db, { ...args, locale: locale(context) }), args),
          faq_question_by_topic_list: (
            _: unknown,
            args: { site?: string | null } & PageArgs,
            context: YogaInitialContext,
          ) => pageOf(listTopicQuestions(db, args, locale(context)), args),
          article_list: (_: unknown, args: ArticleLookup & PageArgs, context: YogaInitialContext) =>
            pageOf(listArticles(db, { ...args, locale: locale(context) }), args),
          article_category_list: (_: unknown, args: MagazineLookup & PageArgs) =>
            pageOf(listArticleCategories(db, args), args),
          article_tag_list: (_: unknown, args: MagazineLookup & PageArgs) =>
            pageOf(listArticleTags(db, args), args),
          author_list: (_: unknown, args: AuthorLookup & PageArgs, context: YogaInitialContext) =>
            pageOf(listAuthors(db, args, locale(context)), args),
          article_list_configuration: (_: unknown, args: { site?: string | null }) =>
            articleListConfiguration(db, args.site),
          page: (_: unknown, args: { slug: string }, context: YogaInitialContext) =>
            findPage(db, "page", args.slug, locale(context)),
          content_page: (_: unknown, args: { slug: string }, context: YogaInitialContext) =>
            findPage(db, "content_page", args.slug, locale(context)),
          page_list: (_: unknown, args: PageArgs, context: YogaInitialContext) =>
            pageOf(listPages(db, locale(context)), args),
          infomail: (_: unknown, args: { slug: string }, context: YogaInitialContext) =>
            findInfomail(db, args.slug, new URL(context.request.url).origin, locale(context)),
          infomail_list: (_: unknown, args: PageArgs, context: YogaInitialContext) =>
            pageOf(listInfomails(db, new URL(context.request.url).origin, locale(context)), args),
          glossary_term_list: (_: unknown, args: GlossaryLookup & PageArgs) =>
            pageOf(listGlossaryTerms(db, args), args),
          glossary_term: (_: unknown, args: { slug: string; site?: string | null }) =>
            findGlossaryTerm(db, args.slug, args.site),
          branch: (_: unknown, args: { slug: string; site?: string | null }) =>
            findBranchBySlug(db, args.slug, args.site),
          branch_by_id: (_: unknown, args: { _id: string }) => findBranchById(db, args._id),
          branch_list: (_: unknown, args: BranchLookup & PageArgs) =>
            pageOf(listBranches(db, args), args),
          branch_map_list: (_: unknown, args: { site?: string | null } & PageArgs) =>
            pageOf(listBranches(db, { site: args.site }), args),
          banner_list: (
            _: unknown,
            args: PageArgs & { store_category_id?: number | null },
            context: YogaInitialContext,
          ) => pageOf(listBanners(db, args.store_category_id ?? null, locale(context)), args),
          wide_banner_list: (_: unknown, args: PageArgs, context: YogaInitialContext) =>
            pageOf(listWideBanners(db, locale(context)), args),
          info_box_list: (_: unknown, __: unknown, context: YogaInitialContext) =>
            pageOf(listInfoBoxes(db, locale(context))),
          footer: (_: unknown, __: unknown, context: YogaInitialContext) =>
            loadSetting(db, "footer", locale(context)),
          cart_configuration: (_: unknown, __: unknown, context: YogaInitialContext) =>
            loadSetting(db, "cart_configuration", locale(context)),
          error_pages: (_: unknown, __: unknown, context: YogaInitialContext) =>
            loadSettingList(db, "error_pages", locale(context)),
          top_banner: (_: unknown, __: unknown, context: YogaInitialContext) =>
            loadSetting(db, "top_banner", locale(context)),
          unique_selling_points: (_: unknown, __: unknown, context: YogaInitialContext) =>
            loadSettingList(db, "unique_selling_points", locale(context)),
          slug_metadata: (
            _: unknown,
            args: { slugs?: Array<string> | null; lang?: string | null },
          ) => slugMetadata(db, args.slugs, args.lang ?? null),
          global_settings: (_: unknown, __: unknown, context: YogaInitialContext) =>
            loadGlobalSettings(
              db,
              locale(context),
              context.request.headers.get(`${headerPrefix}currency`) ?? "CZK",
            ),
        },
        FaqQuestion: {
          slug: (question: { _id: string }) => faqQuestionSlug(db, question._id),
          faq_topic_reference: (
            question: { _id: string },
            _: unknown,
            context: YogaInitialContext,
          ) => faqQuestionTopic(db, question._id, locale(context)),
        },
        TopCategoryLink: {
          article_category_link: (link: TopCategoryLinkData) =>
            link.article_category_link
              ? articleCategoryFinder(db)(link.article_category_link._id)
              : null,
          article_tag_link: (link: TopCategoryLinkData) =>
            link.article_tag_link
              ? (listArticleTags(db, { ids: [link.article_tag_link._id] })[0] ?? null)
              : null,
        },
        ContentBlock: {
          __resolveType: (block: ContentBlock) => block.__typename,
        },
      },
    }),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    landingPage: false,
    logging: false,
  });
}
