// MUI's DatePicker with its own localisation (date-fns locale and picker texts of the UI language).
// The pickers used to be set up for the whole app, which made every page, the login page
// included, load them; wrapping each picker keeps them in the chunks of the screens that show one.
import type { ComponentProps } from 'react';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS as pickersEn, esES as pickersEs } from '@mui/x-date-pickers/locales';
import { es as dateFnsEs } from 'date-fns/locale/es';
import { enGB as dateFnsEn } from 'date-fns/locale/en-GB';
import { useTranslation } from 'react-i18next';
import { initialLanguage } from '../i18n/languages';

export function DatePicker(props: ComponentProps<typeof MuiDatePicker>) {
  const { i18n } = useTranslation();
  const es = initialLanguage(i18n.resolvedLanguage ?? i18n.language) === 'es';
  const texts = (es ? pickersEs : pickersEn).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es ? dateFnsEs : dateFnsEn} localeText={texts}>
      <MuiDatePicker {...props} />
    </LocalizationProvider>
  );
}
