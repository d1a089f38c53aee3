// The form's vertical tabs (docs/rules/screens.md): full users see General, Planta, Electricidad, Gas, Ro,
// Demanda, Disponibilidad, Acoplamiento (modes 2–4), Resultados (existing) and Backup; operators
// see Demanda, Disponibilidad and Resultados (existing). On phones, and while Resultados is open
// (its hour grids need the whole width), the tabs run horizontally above the panel.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Paper, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { executionModeEffects } from '@plantasim/domain';
import { useResultsSlot } from '../resultsSlot';
import { setManualTab } from '../../../components/manualPlace';
import { usePayload, useSimulation } from '../state/SimulationContext';
import { AcoplamientoPanel } from './AcoplamientoPanel';
import { BackupPanel } from './BackupPanel';
import { DemandaPanel } from './DemandaPanel';
import { DisponibilidadPanel } from './DisponibilidadPanel';
import { ConfigurationForm } from './general/ConfigurationForm';
import { OtherDataForm } from './general/OtherDataForm';
import { ElectricidadPanel } from './mercado/ElectricidadPanel';
import { GasPanel } from './mercado/GasPanel';
import { PlantaPanel } from './PlantaPanel';
import { RoPanel } from './RoPanel';
import { SubTabs } from './SubTabs';

export type TabId = 'general' | 'planta' | 'electricidad' | 'gas' | 'ro' | 'demanda' | 'disponibilidad' | 'acoplamiento' | 'resultados' | 'backup';

/** Which tabs a user sees for a mode (docs/rules/screens.md, docs/rules/roles.md). */
export function visibleTabs(operator: boolean, existing: boolean, couplingTab: boolean): TabId[] {
  if (operator) return ['demanda', 'disponibilidad', ...(existing ? ['resultados' as const] : [])];
  return [
    'general', 'planta', 'electricidad', 'gas', 'ro', 'demanda', 'disponibilidad',
    ...(couplingTab ? ['acoplamiento' as const] : []),
    ...(existing ? ['resultados' as const] : []),
    'backup',
  ];
}

export function SimulationTabs({ initialTab }: { initialTab?: TabId }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const payload = usePayload();
  const { access, state } = useSimulation();
  const renderResults = useResultsSlot();
  const tabs = visibleTabs(access.operator, access.existing, executionModeEffects(payload.configuracion.modoEjecucion).couplingTab);
  const [selected, setSelected] = useState<TabId>(initialTab && tabs.includes(initialTab) ? initialTab : tabs[0]!);
  useEffect(() => {
    if (!tabs.includes(selected)) setSelected(tabs[0]!);
  }, [tabs, selected]);
  const current = tabs.includes(selected) ? selected : tabs[0]!;
  // The manual button opens the chapter of the tab shown.
  useEffect(() => {
    setManualTab(current);
    return () => setManualTab(null);
  }, [current]);
  const results = current === 'resultados';
  const vertical = wide && !results;

  const render = (id: TabId): ReactNode => {
    switch (id) {
      case 'general':
        return (
          <SubTabs
            label={t('simulacion.tabs.general')}
            tabs={[
              { id: 'configuracion', label: t('simulacion.general.configuracion'), render: () => <ConfigurationForm /> },
              { id: 'otros', label: t('simulacion.general.otros'), render: () => <OtherDataForm /> },
            ]}
          />
        );
      case 'planta': return <PlantaPanel />;
      case 'electricidad': return <ElectricidadPanel />;
      case 'gas': return <GasPanel />;
      case 'ro': return <RoPanel />;
      case 'demanda': return <DemandaPanel />;
      case 'disponibilidad': return <DisponibilidadPanel />;
      case 'acoplamiento': return <AcoplamientoPanel />;
      case 'resultados':
        return renderResults({
          simulationId: state.id ?? '',
          operator: access.operator,
          planning: payload.configuracion.modoEjecucionTexto === 'Planificación',
          simulationName: payload.metadata.simulation_name,
        });
      case 'backup': return <BackupPanel />;
    }
  };

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', minHeight: 560, overflow: 'hidden' }}>
      <Tabs
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant={vertical ? 'standard' : 'scrollable'}
        scrollButtons={false}
        value={current}
        onChange={(_e, v: TabId) => setSelected(v)}
        aria-label={t('simulacion.tabs.label')}
        sx={{
          flexShrink: 0,
          bgcolor: '#F7F9FB',
          ...(vertical ? { borderRight: 1, borderColor: 'divider', minWidth: 190 } : { borderBottom: 1, borderColor: 'divider' }),
          '& .MuiTab-root': { alignItems: vertical ? 'flex-start' : 'center', textAlign: 'left', minHeight: 44, px: 2.5 },
          '& .Mui-selected': { bgcolor: 'rgba(10, 79, 126, 0.08)' },
          // The selected tab carries its own edge: the moving indicator is measured before the
          // fonts settle and would sit wrong.
          '& .MuiTabs-indicator': { display: 'none' },
          '& .MuiTab-root.Mui-selected': vertical ? { boxShadow: 'inset -3px 0 0 #0A4F7E' } : { boxShadow: 'inset 0 -3px 0 #0A4F7E' },
        }}
      >
        {tabs.map((id) => <Tab key={id} value={id} label={t(`simulacion.tabs.${id}`)} id={`tab-${id}`} aria-controls={`tabpanel-${id}`} data-testid={`tab-${id}`} />)}
      </Tabs>
      <Box role="tabpanel" id={`tabpanel-${current}`} aria-labelledby={`tab-${current}`} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: results ? 2 : 3 } }}>
        {render(current)}
      </Box>
    </Paper>
  );
}
