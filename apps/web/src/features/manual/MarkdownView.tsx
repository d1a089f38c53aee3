// Renders the manual's block tree as MUI elements (no HTML strings anywhere).
import { Fragment, type ReactNode } from 'react';
import { Alert, Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { Block, Inline } from './markdown';

function renderInline(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <Box key={i} component="code" sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', fontSize: '0.9em' }}>
            {node.text}
          </Box>
        );
      case 'link':
        return (
          <Link key={i} href={node.href} {...(node.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

const variants = { 1: 'h2', 2: 'h3', 3: 'h6', 4: 'subtitle1' } as const;

export function MarkdownView({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Box sx={{ '& > *:first-of-type': { mt: 0 } }}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography key={i} variant={variants[block.level]} component={`h${block.level + 1}` as 'h2'} sx={{ mt: 3, mb: 1 }}>
                {renderInline(block.children)}
              </Typography>
            );
          case 'paragraph':
            return (
              <Typography key={i} sx={{ mb: 1.5, lineHeight: 1.65 }}>
                {renderInline(block.children)}
              </Typography>
            );
          case 'list':
            return (
              <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ mt: 0, mb: 1.5, pl: 3, lineHeight: 1.65 }}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </Box>
            );
          case 'note':
            return (
              <Alert key={i} severity="info" sx={{ mb: 2 }}>
                {renderInline(block.children)}
              </Alert>
            );
          case 'image':
            return (
              <Box key={i} component="figure" sx={{ m: 0, mb: 2 }}>
                <Box component="img" src={block.src} alt={block.alt} loading="eager" sx={{ display: 'block', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1, boxShadow: 1 }} />
                {block.alt ? (
                  <Typography component="figcaption" variant="caption" color="text.secondary">
                    {block.alt}
                  </Typography>
                ) : null}
              </Box>
            );
          case 'table':
            return (
              <TableContainer key={i} sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {block.head.map((cell, j) => (
                        <TableCell key={j} sx={{ fontWeight: 600 }}>
                          {renderInline(cell)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {block.rows.map((row, j) => (
                      <TableRow key={j}>
                        {row.map((cell, k) => (
                          <TableCell key={k}>{renderInline(cell)}</TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            );
        }
      })}
    </Box>
  );
}
