// Every authenticated route of docs/rules/screens.md, in one table. To add a screen: create
// src/features/<screen>/<Screen>Page.tsx with a default export, point `load` at it, and add its
// title under titles.* in both i18n files. Pages load lazily, so each screen is its own chunk.
import type { ComponentType } from 'react';
import type { TranslationKey } from '../i18n/keys';

export interface AppRoute {
  path: string;
  /** i18n key of the page title ('PlantaSim · <title>'). */
  titleKey: TranslationKey;
  /** Hidden from operators (docs/rules/roles.md): they are sent to / instead. */
  fullOnly?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export const APP_ROUTES: AppRoute[] = [
  { path: '/', titleKey: 'titles.home', load: () => import('../features/home/HomePage') },
  { path: '/simulaciones', titleKey: 'titles.simulaciones', load: () => import('../features/simulaciones/SimulacionesPage') },
  { path: '/nueva-simulacion', titleKey: 'titles.nuevaSimulacion', load: () => import('./SimulationRoute') },
  { path: '/resultado-simulacion/:id', titleKey: 'titles.resultadoSimulacion', load: () => import('./SimulationRoute') },
  { path: '/precios', titleKey: 'titles.precios', fullOnly: true, load: () => import('../features/precios/PreciosPage') },
  { path: '/futuros', titleKey: 'titles.futuros', fullOnly: true, load: () => import('../features/futuros/FuturosPage') },
  { path: '/programa', titleKey: 'titles.programa', load: () => import('../features/home/ProgramaPage') },
  { path: '/informes', titleKey: 'titles.informes', fullOnly: true, load: () => import('../features/informes/InformesPage') },
  { path: '/ro', titleKey: 'titles.ro', fullOnly: true, load: () => import('../features/ro/RoPage') },
  { path: '/datos-reales', titleKey: 'titles.datosReales', load: () => import('../features/datos-reales/DatosRealesPage') },
  { path: '/plan-vs-real', titleKey: 'titles.planVsReal', load: () => import('../features/resultados/planVsReal/PlanVsRealPage') },
  { path: '/comparar', titleKey: 'titles.comparar', load: () => import('../features/resultados/compare/CompararPage') },
  { path: '/sensibilidad/:id', titleKey: 'titles.sensibilidad', load: () => import('../features/resultados/compare/SensibilidadPage') },
];

export const LOGIN_PATH = '/login';

/** The handle every route carries; DocumentTitle reads the deepest one. */
export interface RouteHandle {
  titleKey: TranslationKey;
}
