/**
 * A catalogue URL without its user:password@ part. The fetcher never sends such credentials (undici drops them), so
 * they are useless to us and would only leak: stored rows are echoed by the results, progress and admin APIs.
 * The merchant's own file keeps its cell as written (the output is streamed from the source, not from the rows).
 */
export function withoutCredentials(raw: string): string {
  if (URL.canParse(raw)) {
    const url = new URL(raw);
    if (url.username === '' && url.password === '') {
      return raw;
    }
    url.username = '';
    url.password = '';
    return url.href;
  }
  // Not a URL (stored as written to explain the row's error): still cut anything between "//" and an "@".
  return raw.replace(/\/\/[^/?#\s]*@/, '//');
}
