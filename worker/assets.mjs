// Hashed files under /assets/ (wrangler.toml runs the worker first for
// them). Workers Assets answers a missing file with the single-page app's
// index.html, and web/public/_headers marks everything under /assets/
// immutable for a year: a tab still on the previous deploy that asks for
// one of its old chunks would keep that HTML as the chunk forever. So a
// file served here is passed on only when it is one (any status but the
// fallback's HTML); a missing one is a plain 404 that no one caches, which
// the page reads as "a new version is out" (web/src/features/pwa).
// Plain JavaScript: no Go instance starts for a static file.

/**
 * hashedAsset answers a request for /assets/… from the assets binding.
 * @param {Request} request
 * @param {{ fetch(request: Request): Promise<Response> }} assets
 */
export async function hashedAsset(request, assets) {
  const res = await assets.fetch(request);
  const html = (res.headers.get('content-type') ?? '').startsWith('text/html');
  if (!html && (res.ok || res.status === 304)) return res;
  return new Response('Not found: this file is not part of the current version of the app.\n', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
