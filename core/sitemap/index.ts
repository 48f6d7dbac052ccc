export {
  countGoodsSitemaps,
  goodsPerSitemap,
  listSitemapEntries,
  type SitemapEntry,
  type SitemapSection,
  sitemapSections,
} from './sitemap-entries';
