/** A page whose data is not kept while offline. */
export const OFFLINE_NOT_AVAILABLE =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

/** How long the text stays before the home page opens. */
export const OFFLINE_REDIRECT_SECONDS = 3;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The offline page the service worker shows: the spec's text, then the store's home page (which
 * it keeps); no script, so it needs nothing from the network.
 */
export function offlinePage(options: {
  language: string;
  text: string;
  homeLabel: string;
  home: string;
  nonce: string;
  seconds: number;
}): string {
  const home = escapeHtml(options.home);
  return `<!doctype html>
<html lang="${escapeHtml(options.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#085a40">
<meta http-equiv="refresh" content="${options.seconds};url=${home}">
<title>Apteek</title>
<style nonce="${escapeHtml(options.nonce)}">
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1c2b25;background:#f6f8f7}
main{max-width:32rem;margin:1rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 4px 24px #0001;text-align:center}
a{color:#085a40;font-weight:600}
</style>
</head>
<body>
<main>
<p role="alert">${escapeHtml(options.text)}</p>
<p><a href="${home}">${escapeHtml(options.homeLabel)}</a></p>
</main>
</body>
</html>
`;
}
