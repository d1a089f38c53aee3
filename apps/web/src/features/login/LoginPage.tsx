// /login (docs/rules/screens.md, docs/rules/messages.md): user and password, both required; a refused login shows the server's
// text in a popup; a network failure is shown as a message; success goes to /.
// The first page most visits load, so it is plain React and CSS (LoginPage.module.css) with its
// texts read straight from the catalogue (loginTexts.ts): no MUI, no i18next. The popup, rare,
// is the app's MUI dialog, fetched when the form is sent.
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { ApiError, login, logout } from '../../api/client';
import { sessionFromToken, setSession } from '../../api/session';
import { LoginBackground } from './LoginBackground';
import { LoginField } from './LoginField';
import styles from './LoginPage.module.css';
import { interpolate, loadLoginTexts, type LoginTexts } from './loginTexts';
import { PasswordField } from './PasswordField';

const loadRefusalDialog = () => import('./RefusalDialog');
const RefusalDialog = lazy(async () => {
  const module = await loadRefusalDialog();
  await module.ready;
  return module;
});

/** The route's loader: the page renders once its texts are there (English is fetched). */
export function loader(): Promise<LoginTexts> {
  return loadLoginTexts();
}

// Material icon ErrorOutline, as MUI's error Alert shows it.
const ERROR_OUTLINE = 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

/** The error line under the fields (a network failure or an unexpected error), shaped as MUI's error Alert. */
function FailureAlert({ message }: { message: string }) {
  return (
    <div className={styles.alert} role="alert">
      <div className={styles.alertIcon}>
        <svg className={styles.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ERROR_OUTLINE} />
        </svg>
      </div>
      <div className={styles.alertMessage}>{message}</div>
    </div>
  );
}

/** The submit button, disabled with a spinner (labelled by the button) while the login is under way. */
function SubmitButton({ id: submitId, busy, label }: { id: string; busy: boolean; label: string }) {
  return (
    <button id={submitId} type="submit" className={`${styles.submit}${busy ? ` ${styles.busy}` : ''}`} disabled={busy}>
      {busy ? (
        <span className={styles.spinner} role="progressbar" aria-labelledby={submitId}>
          <svg viewBox="22 22 44 44">
            <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
          </svg>
        </span>
      ) : null}
      {label}
    </button>
  );
}

export default function LoginPage() {
  const texts = useLoaderData<LoginTexts>();
  const { login: t } = texts;
  const navigate = useNavigate();
  const submitId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Mounted from the first refusal on, so the popup can also play its closing transition.
  const [refusalShown, setRefusalShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Reaching /login (the header's logout icon points here) ends any previous session, on the server too.
  useEffect(() => logout(), []);

  useEffect(() => {
    document.title = texts.documentTitle;
    document.documentElement.lang = texts.language;
  }, [texts]);

  const usernameMissing = submitted && username.trim() === '';
  const passwordMissing = submitted && password === '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    // Fetched beside the request: the popup is ready if the server refuses.
    loadRefusalDialog().catch((error: unknown) => console.error('The login popup could not be fetched', error));
    try {
      const result = await login(username.trim(), password);
      if (result.ok) {
        setSession(sessionFromToken(result.token, username.trim()));
        void navigate('/', { replace: true });
        return;
      }
      setRefusal(result.message);
      setRefusalShown(true);
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) setFailure(t.networkError);
      else setFailure(interpolate(t.unexpectedError, { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <LoginBackground />
      <div className={styles.paper}>
        <div className={styles.brand}>
          <img className={styles.logo} src={logoUrl} alt="" />
          <h1 className={styles.appName}>{texts.app.name}</h1>
          <p className={styles.secondary}>{texts.app.tagline}</p>
        </div>
        <h2 className={styles.title}>{t.title}</h2>
        <p className={`${styles.secondary} ${styles.subtitle}`}>{t.subtitle}</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t.title}>
          <div className={styles.stack}>
            <LoginField
              id="login-username"
              label={t.username}
              value={username}
              onChange={setUsername}
              error={usernameMissing ? t.required : undefined}
              autoComplete="username"
              autoFocus
            />
            <PasswordField
              id="login-password"
              label={t.password}
              value={password}
              onChange={setPassword}
              error={passwordMissing ? t.required : undefined}
              autoComplete="current-password"
              showLabel={t.showPassword}
              hideLabel={t.hidePassword}
            />
            {failure ? <FailureAlert message={failure} /> : null}
            <SubmitButton id={submitId} busy={busy} label={t.submit} />
          </div>
        </form>
      </div>
      {refusalShown ? (
        <Suspense fallback={null}>
          <RefusalDialog open={refusal !== null} title={t.failedTitle} message={refusal ?? ''} severity="error" onClose={() => setRefusal(null)} />
        </Suspense>
      ) : null}
    </main>
  );
}
