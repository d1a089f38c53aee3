// /login (SPEC §2, §8): user and password, both required; a refused login shows the server's
// text in a popup; a network failure is shown as a message; success goes to /.
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import logoUrl from '../../assets/logo.svg';
import { ApiError, login } from '../../api/client';
import { clearSession, sessionFromToken, setSession } from '../../api/session';
import { MessageDialog } from '../../components/MessageDialog';
import { LoginBackground } from './LoginBackground';
import { PasswordField } from './PasswordField';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Reaching /login (the header's logout icon points here) ends any previous session.
  useEffect(() => clearSession(), []);

  const usernameMissing = submitted && username.trim() === '';
  const passwordMissing = submitted && password === '';

  // The two required fields: id login-<name>, label login.<name>, 'required' text when missing.
  const field = (name: 'username' | 'password', value: string, setValue: (value: string) => void, missing: boolean) => ({
    id: `login-${name}`,
    label: t(`login.${name}`),
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value),
    required: true,
    fullWidth: true,
    error: missing,
    helperText: missing ? t('login.required') : undefined,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    try {
      const result = await login(username.trim(), password);
      if (result.ok) {
        setSession(sessionFromToken(result.token, username.trim()));
        void navigate('/', { replace: true });
        return;
      }
      setRefusal(result.message);
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) setFailure(t('login.networkError'));
      else setFailure(t('login.unexpectedError', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ position: 'relative', minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, overflow: 'hidden' }}>
      <LoginBackground />
      <Paper elevation={8} sx={{ position: 'relative', width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <Box component="img" src={logoUrl} alt="" sx={{ width: 64, height: 64 }} />
          <Typography variant="h1" component="h1">
            {t('app.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.tagline')}
          </Typography>
        </Stack>
        <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
          {t('login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('login.subtitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)} aria-label={t('login.title')}>
          <Stack spacing={2}>
            <TextField {...field('username', username, setUsername, usernameMissing)} autoComplete="username" autoFocus />
            <PasswordField {...field('password', password, setPassword, passwordMissing)} autoComplete="current-password" />
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </Box>
      </Paper>
      <MessageDialog open={refusal !== null} title={t('login.failedTitle')} message={refusal ?? ''} severity="error" onClose={() => setRefusal(null)} />
    </Box>
  );
}
