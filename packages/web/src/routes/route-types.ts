import type { ComponentType } from 'react';
import type { Language } from '@alt-optimizer/contract';

/** Structured data kinds the spec asks for (section 2), plus Article for the blog post. */
export type JsonLdKind = 'faq' | 'howto' | 'software' | 'article';

export interface FaqItem {
  question: string;
  answer: string;
}
export interface HowToData {
  name: string;
  steps: { name: string; text: string }[];
}
export interface ArticleData {
  headline: string;
  datePublished: string;
}

/** What a page module may export beside its component, read by the prerenderer for JSON-LD. */
export interface PageSeo {
  faq?: (lang: Language, routeId: string) => FaqItem[];
  howTo?: (lang: Language, routeId: string) => HowToData;
  article?: (lang: Language, routeId: string) => ArticleData;
}

export interface PageModule {
  default: ComponentType;
  seo?: PageSeo;
}

export interface RouteMeta {
  title: string;
  description: string;
  keywords: string;
}

/** A route without its page: what links, the toggle, hreflang and the sitemap need (paths.ts). */
export interface RouteInfo {
  id: string;
  /** English path; absent for French-only pages. */
  en?: string;
  /** French path (usually /fr-prefixed; the French-only admin stays at /admin); absent for English-only pages. */
  fr?: string;
  meta: Partial<Record<Language, RouteMeta>>;
  jsonLd?: readonly JsonLdKind[];
  /** Marketing pages are prerendered and listed in the sitemap; the admin is not. */
  indexable: boolean;
}

/** A route with its lazily loaded page (route-table.ts). */
export interface RouteEntry extends RouteInfo {
  load: () => Promise<PageModule>;
}
