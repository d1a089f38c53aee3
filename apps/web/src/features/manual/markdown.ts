// A tiny, safe Markdown reader for the manual: it produces a block tree that React renders as
// elements (never as HTML), so a chapter cannot inject markup or scripts. Supported: # to ####
// headings, paragraphs, - / 1. lists, > notes, pipe tables, ![alt](img/x.png) images on their
// own line, **bold**, *italic*, `code` and [links](https://… or #chapter).

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'note'; children: Inline[] }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

/** Only web links and in-page anchors become links; anything else (javascript:, data:) stays text. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  return /^(https?:\/\/|#|\/docs\/)/i.test(h) ? h : null;
}

/** Manual images live under /docs/img/; a chapter writes them as img/name.png. */
export function imageUrl(src: string): string | null {
  const s = src.trim();
  if (/^img\/[\w./-]+$/.test(s) && !s.includes('..')) return `/docs/${s}`;
  if (/^\/docs\/img\/[\w./-]+$/.test(s) && !s.includes('..')) return s;
  return null;
}

const INLINE = /(\*\*(.+?)\*\*)|(\*(.+?)\*)|(`([^`]+)`)|(\[([^\]]+)\]\(([^)\s]+)\))/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ kind: 'text', text: rest.slice(0, m.index) });
    if (m[1]) out.push({ kind: 'strong', children: parseInline(m[2]!) });
    else if (m[3]) out.push({ kind: 'em', children: parseInline(m[4]!) });
    else if (m[5]) out.push({ kind: 'code', text: m[6]! });
    else {
      const href = safeHref(m[9]!);
      out.push(href ? { kind: 'link', href, children: parseInline(m[8]!) } : { kind: 'text', text: m[8]! });
    }
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const cells = (line: string): string[] => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(trimmed);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3 | 4, children: parseInline(heading[2]!) });
      i++;
      continue;
    }
    const image = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(trimmed);
    if (image) {
      const src = imageUrl(image[2]!);
      if (src) blocks.push({ kind: 'image', src, alt: image[1]! });
      i++;
      continue;
    }
    if (trimmed.startsWith('|') && i + 1 < lines.length && /^\|?\s*:?-{3,}/.test(lines[i + 1]!.trim())) {
      const head = cells(trimmed).map(parseInline);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(cells(lines[i++]!).map(parseInline));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    if (trimmed.startsWith('>')) {
      const parts: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('>')) parts.push(lines[i++]!.trim().replace(/^>\s?/, ''));
      blocks.push({ kind: 'note', children: parseInline(parts.join(' ')) });
      continue;
    }
    const bullet = /^([-*]|\d+\.)\s+/;
    if (bullet.test(trimmed)) {
      const ordered = /^\d+\./.test(trimmed);
      const items: Inline[][] = [];
      while (i < lines.length && bullet.test(lines[i]!.trim())) {
        let item = lines[i++]!.trim().replace(bullet, '');
        // Indented continuation lines belong to the item.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]!) && !bullet.test(lines[i]!.trim())) item += ` ${lines[i++]!.trim()}`;
        items.push(parseInline(item));
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const parts: string[] = [];
    while (i < lines.length) {
      const t = lines[i]!.trim();
      if (!t || /^(#{1,4})\s/.test(t) || t.startsWith('>') || bullet.test(t) || /^!\[/.test(t) || t.startsWith('|')) break;
      parts.push(t);
      i++;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(parts.join(' ')) });
  }
  return blocks;
}
