import { Box, Card, CardContent, Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';

/**
 * The back office's sign-in: the marketplace's account, e-mail and password. Clients and
 * providers are refused with a message (authProvider.login).
 */
export function LoginPage() {
  return (
    <Login>
      <Card elevation={0}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            EventHire back office
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For verifiers, fraud investigators, auditors and admins. Sign in with your EventHire account.
          </Typography>
        </CardContent>
      </Card>
      <Box>
        <LoginForm />
      </Box>
    </Login>
  );
}
