import { describe, expect, it } from 'vitest';
import { imageUrl, parseInline, parseMarkdown, safeHref } from './markdown';

describe('manual markdown', () => {
  it('reads headings, paragraphs, lists, notes, images and tables', () => {
    const blocks = parseMarkdown([
      '# Título', '', 'Una línea', 'y otra.', '', '- uno', '- dos', '  sigue', '', '1. primero', '', '> Nota', '',
      '![Pantalla](img/login.png)', '', '| A | B |', '|---|---|', '| 1 | 2 |',
    ].join('\n'));
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'note', 'image', 'table']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'Una línea y otra.' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'uno' }], [{ text: 'dos sigue' }]] });
    expect(blocks[5]).toEqual({ kind: 'image', src: '/docs/img/login.png', alt: 'Pantalla' });
    expect(blocks[6]).toMatchObject({ kind: 'table', rows: [[[{ text: '1' }], [{ text: '2' }]]] });
  });
  it('reads inline bold, italic, code and links', () => {
    expect(parseInline('a **b** *c* `d` [e](https://x.es)')).toEqual([
      { kind: 'text', text: 'a ' }, { kind: 'strong', children: [{ kind: 'text', text: 'b' }] }, { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] }, { kind: 'text', text: ' ' }, { kind: 'code', text: 'd' }, { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://x.es', children: [{ kind: 'text', text: 'e' }] },
    ]);
  });
  it('never lets a chapter link to scripts or load images from elsewhere', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(parseInline('[x](javascript:alert(1))')[0]).toEqual({ kind: 'text', text: 'x' });
    expect(imageUrl('https://evil.example/x.png')).toBeNull();
    expect(imageUrl('img/../../secret')).toBeNull();
    expect(parseMarkdown('![x](data:image/png;base64,AAA)')).toEqual([]);
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] }]);
  });
});
