import sanitizeHtml from 'sanitize-html';

/**
 * The HTML admins may store in CMS pages and FAQ answers: text formatting, headings, lists, tables,
 * links and images. No scripts or styles, no event-handler attributes, only http(s)/mailto/tel links
 * and http(s) or same-site images, so nothing stored can run in a visitor's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'div',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // External links opened in a new tab must not get a handle on the opener.
  transformTags: {
    a: (tagName, attribs) =>
      attribs['target'] === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
