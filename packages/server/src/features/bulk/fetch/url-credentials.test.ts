import { describe, expect, it } from 'vitest';
import { withoutCredentials } from './url-credentials.ts';

describe('withoutCredentials', () => {
  it('removes user and password, keeping host, port, path and query', () => {
    expect(withoutCredentials('https://shop:s3cret@cdn.example.com:8443/a/b.jpg?v=2#x')).toBe('https://cdn.example.com:8443/a/b.jpg?v=2#x');
    expect(withoutCredentials('http://token@10.0.0.5/p.png')).toBe('http://10.0.0.5/p.png');
    expect(withoutCredentials('http://:pw@example.com/p.png')).toBe('http://example.com/p.png');
  });

  it('leaves a URL without credentials exactly as it was', () => {
    for (const url of ['https://cdn.example.com/a%20b.jpg', 'https://cdn.example.com/a.jpg?x=a@b', 'https://cdn.example.com/@me.jpg']) {
      expect(withoutCredentials(url)).toBe(url);
    }
  });

  it('cuts credentials from text that is not a valid URL', () => {
    expect(withoutCredentials('http://user:pw@exa mple.com/x.jpg')).toBe('http://exa mple.com/x.jpg');
    expect(withoutCredentials('not a url')).toBe('not a url');
  });
});
