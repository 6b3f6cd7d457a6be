import { useRouter, useSearch } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/LoginPage';

/** The login page; once signed in, back to the page that asked for a session (or the home). */
export function LoginRoute() {
  const { redirect, sso } = useSearch({ from: '/login' });
  const router = useRouter();
  return (
    <LoginPage
      ssoRefused={sso}
      onSignedIn={() => void router.navigate({ href: redirect ?? '/', replace: true })}
    />
  );
}
