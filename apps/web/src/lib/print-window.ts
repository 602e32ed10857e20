/** Escapes text for an HTML document written by hand (the title; the body is React's own HTML). */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Opens a new window holding `bodyHtml` (markup React already rendered and escaped) with this
 * page's stylesheets, then prints it once they have loaded. The window is same-origin
 * `about:blank`, so the stylesheets' relative addresses resolve against this page.
 * Returns false when the browser refused the window (a popup blocker).
 */
export function printInNewWindow(title: string, bodyHtml: string): boolean {
  const win = window.open('', '_blank');
  if (!win) return false;
  const styles = Array.from(document.querySelectorAll('link[rel="stylesheet"], style'))
    .map((node) => node.outerHTML)
    .join('\n');
  win.document.open();
  win.document.write(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(title)}</title>${styles}` +
      `<style>@page { size: A4; margin: 12mm } body { margin: 0; background: #fff }</style>` +
      `</head><body>${bodyHtml}</body></html>`,
  );
  win.document.close();
  win.focus();
  const print = () => win.print();
  if (win.document.readyState === 'complete') print();
  else win.addEventListener('load', print, { once: true });
  return true;
}
