export { registerWebSite, type WebSiteOptions } from './web-site.plugin.ts';
