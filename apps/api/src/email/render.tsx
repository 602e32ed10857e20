// E-mail templates are React components built from the few pieces below, rendered to HTML with
// react-dom/server; the plain-text part is read off that same HTML, so the two never disagree.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const FONT = 'Arial, Helvetica, sans-serif';

/** The frame of every message: the club's name, the body, and the unsubscribe footer. */
export function EmailLayout(props: {
  clubName: string;
  heading: string;
  unsubscribeUrl: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{props.heading}</title>
      </head>
      <body style={{ fontFamily: FONT, color: '#1f2937', margin: 0, padding: '24px' }}>
        <p style={{ color: '#b91c1c', fontWeight: 'bold', margin: '0 0 16px' }}>{props.clubName}</p>
        <h1 style={{ fontSize: '20px', margin: '0 0 16px' }}>{props.heading}</h1>
        {props.children}
        <hr style={{ border: 'none', borderTop: '1px solid #e5e7eb', margin: '24px 0 12px' }} />
        <p style={{ fontSize: '12px', color: '#6b7280', margin: '0 0 8px' }}>
          You receive this because you are a member of {props.clubName} on Lectern. To stop e-mails
          from this club:
        </p>
        <p style={{ fontSize: '12px', margin: 0 }}>
          <a href={props.unsubscribeUrl}>Unsubscribe</a>
        </p>
      </body>
    </html>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <p style={{ margin: '0 0 12px', lineHeight: '1.5' }}>{props.children}</p>;
}

/** A link styled as a button; the plain text shows its label and address. */
export function ActionLink(props: { href: string; children: string }) {
  return (
    <p style={{ margin: '0 0 12px' }}>
      <a
        href={props.href}
        style={{
          display: 'inline-block',
          background: '#b91c1c',
          color: '#ffffff',
          padding: '10px 16px',
          borderRadius: '6px',
          textDecoration: 'none',
        }}
      >
        {props.children}
      </a>
    </p>
  );
}

export function List(props: { items: readonly ReactNode[] }) {
  return (
    <ul style={{ margin: '0 0 12px', paddingLeft: '20px' }}>
      {props.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export function renderEmail(element: ReactNode): RenderedEmail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  return { html, text: htmlToText(html) };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/**
 * The plain-text part: the body's text, a blank line between blocks, list items as "- ",
 * and every link as "label: address" (so each answer can be followed from a plain-text reader).
 */
export function htmlToText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(
      /<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_m, href: string, label: string) => {
        const text = label.replace(/<[^>]+>/g, '').trim();
        return `${text}: ${href}`;
      },
    )
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<hr[^>]*>/gi, '\n\n---\n\n')
    .replace(/<\/(p|h1|h2|ul|div)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
