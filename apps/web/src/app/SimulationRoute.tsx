// Composes two features the app owns together: the simulation form and its Resultados tab
// (features do not import each other; docs/architecture.md).
import SimulacionPage from '../features/simulacion/SimulacionPage';
import { ResultadosTab } from '../features/resultados/ResultadosTab';

export default function SimulationRoute() {
  return <SimulacionPage renderResults={(props) => <ResultadosTab {...props} />} />;
}
