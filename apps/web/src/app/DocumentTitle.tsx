// Sets document.title on every navigation (docs/rules/screens.md): 'PlantaSim · <page>' in the active language.
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './routes';

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).titleKey === 'string';
}

export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((match) => hasTitle(match.handle))?.handle as RouteHandle | undefined;
  const title = titleKey ? `${t('app.name')}${t('titles.separator')}${t(titleKey.titleKey)}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
