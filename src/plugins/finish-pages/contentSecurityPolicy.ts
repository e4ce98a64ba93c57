import {createHash} from 'node:crypto';

/**
 * The site's Content-Security-Policy, as a <meta> tag (GitHub Pages cannot set
 * response headers). Scripts, styles, fonts, data and workers come from the site
 * itself; images also from the CI badge host. The few inline scripts Docusaurus
 * writes into every page (colour mode bootstrap, base URL check) are allowed by
 * their SHA-256 hashes, computed from the built HTML, never by 'unsafe-inline'.
 */
export const BADGE_HOST = 'https://github.com';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD and other data blocks are not executed, so CSP does not govern them.
    if (/type=["']?application\/(ld\+)?json/i.test(attributes) || body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes].sort();
}

export function policyFor(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Docusaurus, Infima and Mermaid set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${BADGE_HOST}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Puts the policy right after <meta charset>, before anything it governs. The
 * hashes are those of every page of the site, not just this one: client-side
 * navigation can add another page's inline script (the base URL check) to a
 * document whose policy was fixed when it first loaded.
 */
export function withPolicy(html: string, siteScriptHashes: readonly string[]): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(siteScriptHashes)}">`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (!charset) {
    throw new Error('page has no <meta charset>; cannot place the Content-Security-Policy before other content');
  }
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
