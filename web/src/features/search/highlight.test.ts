// @vitest-environment jsdom
/** safeMarkHtml: the server's mark tags kept, everything else made text, whatever the server sent. */
import { describe, expect, it } from 'vitest';
import { safeMarkHtml } from './highlight';

/** What a browser makes of the HTML: the elements it creates, and the text shown. */
function parsed(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return { tags: [...box.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()), text: box.textContent, marks: [...box.querySelectorAll('mark')].map((m) => m.textContent) };
}

describe('safeMarkHtml', () => {
  it("keeps the server's answer as it is: marks, and text it escaped already", () => {
    const server = '&lt;b&gt;Duas <mark>reportagens</mark>&lt;/b&gt; sobre a <mark>ação</mark> &amp; o &quot;resto&quot;';
    expect(safeMarkHtml(server)).toBe(server);
    expect(parsed(safeMarkHtml(server))).toEqual({ tags: ['mark', 'mark'], text: '<b>Duas reportagens</b> sobre a ação & o "resto"', marks: ['reportagens', 'ação'] });
  });

  it('escapes any other tag, so nothing but marks can be made', () => {
    const html = safeMarkHtml('<img src=x onerror=alert(1)><mark>fire</mark><script>alert(2)</script><b>bold</b>');
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt;<mark>fire</mark>&lt;script&gt;alert(2)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(parsed(html)).toEqual({ tags: ['mark'], text: '<img src=x onerror=alert(1)>fire<script>alert(2)</script><b>bold</b>', marks: ['fire'] });
  });

  it('keeps only the bare mark tags: one with attributes or another case is text', () => {
    expect(safeMarkHtml('<mark onclick="x()">a</mark>')).toBe('&lt;mark onclick=&quot;x()&quot;&gt;a&lt;/mark&gt;');
    expect(parsed(safeMarkHtml('<mark class="x">a</mark>')).tags).toEqual([]);
    expect(safeMarkHtml('<MARK>a</MARK>')).toBe('&lt;MARK&gt;a&lt;/MARK&gt;');
  });

  it('escapes a bare ampersand and quotes, but not a character reference', () => {
    expect(safeMarkHtml(`Tom & Jerry's "show" &amp; &#39; &#x27; &copy;`)).toBe('Tom &amp; Jerry&#39;s &quot;show&quot; &amp; &#39; &#x27; &copy;');
    expect(safeMarkHtml('&')).toBe('&amp;');
    expect(safeMarkHtml('&amp')).toBe('&amp;amp');
  });

  it('balances the marks: a stray end tag is text, an open one is closed', () => {
    expect(safeMarkHtml('a</mark>b')).toBe('a&lt;/mark&gt;b');
    expect(safeMarkHtml('<mark>a')).toBe('<mark>a</mark>');
    expect(safeMarkHtml('<mark>a</mark></mark><mark>b')).toBe('<mark>a</mark>&lt;/mark&gt;<mark>b</mark>');
  });

  it('leaves plain text and the empty text alone', () => {
    expect(safeMarkHtml('')).toBe('');
    expect(safeMarkHtml('Enchente no centro')).toBe('Enchente no centro');
  });
});
