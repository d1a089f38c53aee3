import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router';
import { Header } from './header/Header';

export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Header />
      <Container component="main" maxWidth={false} sx={{ flexGrow: 1, py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 2, md: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
