// The fetcher moved to core/net/ (the API's alt text by URL uses it too); this path stays for code not yet updated.
export * from '../../../core/net/fetch-image.ts';
