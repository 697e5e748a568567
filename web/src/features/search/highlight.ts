/**
 * The highlighted text of a hit (`slugHtml`, `excerptHtml`): the server wraps matches in `<mark>` and
 * escapes everything else (mobile.md section 5: "angle brackets escaped while the mark tags are kept").
 * The client trusts nothing beyond the mark tags: `safeMarkHtml` escapes every other `<`, `>`, `"`, `'`
 * and every `&` that does not start a character reference, so the result can only ever hold text and
 * balanced `<mark>` elements, whatever the server sent.
 */

const MARK = /(<mark>|<\/mark>)/;
/** `&` that starts a character reference (`&amp;`, `&#39;`, `&#x27;`) is text already. */
const BARE_AMPERSAND = /&(?!(?:[a-zA-Z][a-zA-Z0-9]{0,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});)/g;

/** Text made inert: no tag, no attribute, no stray `&` can come out of it. */
function escapeText(text: string): string {
  return text.replace(BARE_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** HTML for `dangerouslySetInnerHTML`: the server's `<mark>` and `</mark>` kept (balanced), all else escaped. */
export function safeMarkHtml(html: string): string {
  let open = 0;
  const out = html.split(MARK).map((part) => {
    if (part === '<mark>') {
      open += 1;
      return part;
    }
    if (part === '</mark>') {
      if (open === 0) return escapeText(part);
      open -= 1;
      return part;
    }
    return escapeText(part);
  });
  return out.join('') + '</mark>'.repeat(open);
}
