import { describe, expect, it } from 'vitest';
import { extractImages } from './extract-images.ts';

const PAGE = 'http://127.0.0.1:8080/shop/page.html';

function one(body: string) {
  const { images } = extractImages(`<!doctype html><html lang="fr-FR"><body>${body}</body></html>`, PAGE);
  expect(images).toHaveLength(1);
  return images[0]!;
}

describe('extractImages', () => {
  it('reads the page title, heading and language', () => {
    const page = extractImages(
      '<html lang="en-GB"><head><title> Linen  shirts </title></head><body><h1>Our shirts</h1></body></html>',
      PAGE,
    );
    expect(page).toMatchObject({ title: 'Linen shirts', heading: 'Our shirts', language: 'en', images: [], truncated: false });
  });

  it('computes the name in the accessibility-tree order: aria-labelledby, aria-label, alt, title', () => {
    const page = extractImages(
      `<p id="cap">Blue <b>linen</b> shirt</p>
       <img src="a.jpg" aria-labelledby="cap" aria-label="ignored" alt="ignored">
       <img src="b.jpg" aria-label="Red dress" alt="ignored">
       <img src="c.jpg" alt="Green scarf" title="ignored">
       <img src="d.jpg" title="Only a title">
       <img src="e.jpg">
       <img src="f.jpg" aria-labelledby="nowhere" alt="Fallback alt">`,
      PAGE,
    );
    expect(page.images.map((i) => [i.name, i.nameSource])).toEqual([
      ['Blue linen shirt', 'aria-labelledby'],
      ['Red dress', 'aria-label'],
      ['Green scarf', 'alt'],
      ['Only a title', 'title'],
      ['', 'none'],
      ['Fallback alt', 'alt'],
    ]);
    expect(page.images[0]!.src).toBe('http://127.0.0.1:8080/shop/a.jpg');
    expect(page.images[4]!.alt).toBeNull();
  });

  it('marks alt="", aria-hidden (on an ancestor too) and role="presentation" decorative, and hears a title left on one', () => {
    const page = extractImages(
      `<img src="a.png" alt=""><div aria-hidden="true"><img src="b.png" alt="Hidden"></div>
       <img src="c.png" role="presentation"><img src="d.png" alt="" title="Spoken anyway">`,
      PAGE,
    );
    expect(page.images.map((i) => [i.decorative, i.name, i.textOnDecorative])).toEqual([
      [true, '', null],
      [true, '', null],
      [true, '', null],
      [true, '', 'Spoken anyway'],
    ]);
  });

  it('lists input type=image, areas, svg role=img (name from <title>) and role=img boxes with their background', () => {
    const page = extractImages(
      `<input type="image" src="/go.png" alt="Search">
       <map name="m"><area href="/women" alt="Women's collection" shape="rect" coords="0,0,10,10"><area shape="rect" coords="1,1,2,2"></map>
       <svg role="img"><title>Company logo</title><path d="M0 0"/></svg>
       <svg><path d="M0 0"/></svg>
       <div role="img" aria-label="Five stars" style="background-image: url('/stars.png')"></div>
       <i role="img" class="icon"></i>`,
      PAGE,
    );
    expect(page.images.map((i) => [i.kind, i.name, i.src])).toEqual([
      ['input-image', 'Search', 'http://127.0.0.1:8080/go.png'],
      ['area', "Women's collection", null],
      ['area', '', null],
      ['svg', 'Company logo', null],
      ['role-img', 'Five stars', 'http://127.0.0.1:8080/stars.png'],
      ['role-img', '', null],
    ]);
    expect(page.images[1]!.link).toEqual({ href: 'http://127.0.0.1:8080/women', otherText: '' });
    expect(page.images[3]!.nameSource).toBe('svg-title');
  });

  it('gives a linked image its link and the link’s other text, and a figure image its caption', () => {
    const page = extractImages(
      `<a href="/cart"><img src="cart.svg" alt="Cart"></a>
       <a href="/sale"><img src="s.jpg" alt=""> Summer sale</a>
       <figure><img src="f.jpg" alt="Chair"><figcaption>The <em>Oak</em> chair</figcaption></figure>`,
      PAGE,
    );
    expect(page.images.map((i) => [i.link, i.caption])).toEqual([
      [{ href: 'http://127.0.0.1:8080/cart', otherText: '' }, null],
      [{ href: 'http://127.0.0.1:8080/sale', otherText: 'Summer sale' }, null],
      [null, 'The Oak chair'],
    ]);
  });

  it('only lists CSS background images (inline styles and <style> rules), honours <base href> and skips templates', () => {
    const page = extractImages(
      `<head><base href="http://127.0.0.1:8080/assets/"><style>.hero { background: #fff url("hero.jpg") no-repeat; }</style></head>
       <body><section style="background-image:url(band.png)"></section><template><img src="t.png"></template><img srcset="x1.jpg 1x, x2.jpg 2x" alt="A"></body>`,
      PAGE,
    );
    expect(page.backgrounds.map((b) => b.url)).toEqual(['http://127.0.0.1:8080/assets/hero.jpg', 'http://127.0.0.1:8080/assets/band.png']);
    expect(page.images.map((i) => i.src)).toEqual(['http://127.0.0.1:8080/assets/x1.jpg']);
  });

  it('cuts a page of thousands of images at the per-page cap and says so', () => {
    const page = extractImages('<img src="a.png" alt="a">'.repeat(400), PAGE);
    expect(page.images).toHaveLength(300);
    expect(page.truncated).toBe(true);
  });

  it('shortens the snippet of an element', () => {
    expect(one(`<img src="${'x'.repeat(200)}.png" alt="A">`).snippet).toMatch(/^<img src="x{59}…" alt="A">$/);
  });
});
