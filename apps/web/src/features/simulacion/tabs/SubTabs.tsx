// Horizontal sub-tabs inside a vertical tab (General › Configuración / Otros datos, ...). Only the
// selected panel is mounted, so a year-long grid costs nothing while hidden.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

export interface SubTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

export function SubTabs({ tabs, label }: { tabs: SubTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  useEffect(() => {
    if (current && current.id !== selected) setSelected(current.id);
  }, [current, selected]);
  if (!current) return null;
  return (
    <Box>
      <Tabs
        value={current.id}
        onChange={(_e, v: string) => setSelected(v)}
        aria-label={label}
        variant="scrollable"
        scrollButtons={false}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
      >
        {tabs.map((t) => <Tab key={t.id} value={t.id} label={t.label} id={`subtab-${t.id}`} aria-controls={`subpanel-${t.id}`} />)}
      </Tabs>
      <Box role="tabpanel" id={`subpanel-${current.id}`} aria-labelledby={`subtab-${current.id}`}>
        {current.render()}
      </Box>
    </Box>
  );
}

/** A titled block inside a panel. */
export function Section({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      {title || actions ? (
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 2 }}>
          {title ? <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 600, color: 'primary.dark' }}>{title}</Box> : null}
          <Box sx={{ flexGrow: 1 }} />
          {actions}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}
