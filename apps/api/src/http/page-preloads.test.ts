import { describe, expect, it } from 'vitest';
import { preloadLinkHeader } from './page-preloads.js';

describe('preloadLinkHeader', () => {
  it.each([
    [
      'a module script, as a module preload keeping its crossorigin',
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '</assets/index-A1.js>; rel=modulepreload; crossorigin',
    ],
    [
      'a classic script',
      '<script src="/color-scheme.js"></script>',
      '</color-scheme.js>; rel=preload; as=script',
    ],
    [
      'a stylesheet, as a style preload',
      '<link rel="stylesheet" crossorigin href="/assets/index-B2.css">',
      '</assets/index-B2.css>; rel=preload; as=style; crossorigin',
    ],
    [
      'a module preload with its priority',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-frame-C3.js">',
      '</assets/app-frame-C3.js>; rel=modulepreload; crossorigin; fetchpriority=low',
    ],
    [
      'a fetch preload over several lines, with its credentials',
      '<link\n  rel="preload"\n  href="/api/trpc/auth.user"\n  as="fetch"\n  crossorigin="use-credentials"\n/>',
      '</api/trpc/auth.user>; rel=preload; as=fetch; crossorigin=use-credentials',
    ],
    ['a preload without its kind', '<link rel="preload" href="/x.js">', ''],
    ['an inline script', '<script>1</script>', ''],
    [
      'icons and the manifest',
      '<link rel="icon" href="/favicon.png" /><link rel="manifest" href="/manifest.webmanifest">',
      '',
    ],
    ['a tag in a comment', '<!-- <script src="/old.js"></script> -->', ''],
  ])('%s', (_case, tag, header) => {
    expect(preloadLinkHeader(`<!doctype html><html><head>${tag}</head><body></body></html>`)).toBe(
      header,
    );
  });

  it('keeps the head’s order and leaves the body alone', () => {
    const html = [
      '<html><head>',
      '<link rel="preload" href="/api/trpc/auth.user" as="fetch" crossorigin="use-credentials" />',
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-B2.css">',
      '</head><body><script src="/late.js"></script></body></html>',
    ].join('\n');
    expect(preloadLinkHeader(html)).toBe(
      '</api/trpc/auth.user>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</assets/index-A1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/index-B2.css>; rel=preload; as=style; crossorigin',
    );
  });
});
