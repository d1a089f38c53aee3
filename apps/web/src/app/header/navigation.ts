// The header's entries (docs/rules/screens.md). fullOnly entries are hidden for operators (docs/rules/roles.md).
import type { TranslationKey } from '../../i18n/keys';
export interface NavLink {
  labelKey: TranslationKey;
  to: string;
}

export interface NavEntry {
  id: string;
  labelKey: TranslationKey;
  /** A direct link, or a menu of links. */
  to?: string;
  items?: NavLink[];
  fullOnly?: boolean;
}

export const NAV_ENTRIES: NavEntry[] = [
  // docs/rules/screens.md: the simulation list is also the Inicio link.
  { id: 'home', labelKey: 'header.home', to: '/simulaciones' },
  {
    id: 'simulations',
    labelKey: 'header.simulations',
    items: [
      { labelKey: 'header.newSimulation', to: '/nueva-simulacion' },
      { labelKey: 'header.history', to: '/simulaciones' },
      { labelKey: 'header.actuals', to: '/datos-reales' },
      { labelKey: 'header.planVsReal', to: '/plan-vs-real' },
    ],
  },
  {
    id: 'downloaders',
    labelKey: 'header.downloaders',
    fullOnly: true,
    items: [
      { labelKey: 'header.prices', to: '/precios' },
      { labelKey: 'header.futures', to: '/futuros' },
    ],
  },
  { id: 'masters', labelKey: 'header.masters', fullOnly: true, items: [{ labelKey: 'header.ro', to: '/ro' }] },
  { id: 'reports', labelKey: 'header.reports', to: '/informes', fullOnly: true },
];

/** Entries shown only when config.json gives them somewhere to go. */
const NEEDS_ADDRESS: Record<string, true> = { reports: true };

/** `reportsConfigured`: config.json names a report address (url_informe_bi); without one Informes
 *  would open nothing, so it is not offered. */
export function visibleEntries(isOperator: boolean, reportsConfigured = false): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => !(isOperator && entry.fullOnly) && (reportsConfigured || !NEEDS_ADDRESS[entry.id]));
}

/**
 * Whether the current path belongs to an entry (to highlight the active section). The list
 * (/simulaciones) is Inicio's; the Simulaciones menu lights up for the form (new or existing).
 */
export function entryIsActive(entry: NavEntry, pathname: string): boolean {
  if (entry.id === 'simulations') return pathname === '/nueva-simulacion' || pathname.startsWith('/resultado-simulacion/');
  const targets = entry.items ? entry.items.map((item) => item.to) : entry.to ? [entry.to] : [];
  return targets.some((to) => pathname === to || pathname.startsWith(`${to}/`));
}
