// The popup with the server's text when a login is refused: the app's MessageDialog (MUI), with
// its theme and texts. Loaded only when the user submits, so the login page's first load carries
// no MUI; what it loads is shared with the signed-in shell that follows a successful login.
import { AppProviders } from '../../app/AppProviders';
import { MessageDialog, type MessageDialogProps } from '../../components/MessageDialog';
import { loadInitialLanguage } from '../../i18n';

/** Resolves when the dialog's texts (its Close button) are there in the remembered language. */
export const ready: Promise<unknown> = loadInitialLanguage().catch((error: unknown) => {
  console.error('The texts of the login popup could not be loaded', error);
});

export default function RefusalDialog(props: MessageDialogProps) {
  return (
    <AppProviders>
      <MessageDialog {...props} />
    </AppProviders>
  );
}
