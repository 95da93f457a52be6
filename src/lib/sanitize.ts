/**
 * Rich-text HTML is sanitised before it is shown anywhere: what the editor (or the server) gives may carry
 * scripts, event handlers or javascript: links. DOMPurify keeps the formatting TinyMCE produces (inline
 * styles, tables, images, links) and removes the rest; links opening a new tab get rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  });
}
