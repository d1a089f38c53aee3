// /nueva-simulacion and /resultado-simulacion/:id (also ?id=&created=&valid=), docs/rules/screens.md. One store
// per simulation: a different id remounts the provider. The Resultados tab is composed in by the
// app (src/app/SimulationRoute.tsx) through `renderResults`.
import { Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { useIsOperator } from '../../api/hooks';
import { SimulationForm } from './SimulationForm';
import { SimulationProvider } from './state/SimulationContext';
import { ResultsSlotProvider, type ResultsRenderer } from './resultsSlot';

export type { ResultsRenderer, ResultsSlotProps } from './resultsSlot';

export default function SimulacionPage({ renderResults }: { renderResults?: ResultsRenderer }) {
  const params = useParams();
  const [search] = useSearchParams();
  const operator = useIsOperator();
  const id = params.id ?? search.get('id') ?? null;
  const validText = search.get('valid');
  const validParam = validText === '1' ? 1 : validText === '0' ? 0 : null;
  return (
    <Box sx={{ maxWidth: 1800, mx: 'auto' }}>
      <ResultsSlotProvider value={renderResults ?? (() => null)}>
        <SimulationProvider key={`${id ?? 'new'}-${operator}`} id={id} operator={operator}>
          <SimulationForm created={search.get('created')} validParam={validParam} initialTab={search.get('tab')} />
        </SimulationProvider>
      </ResultsSlotProvider>
    </Box>
  );
}
