import { startTestIdentityProvider } from './testIdentityProvider';

/**
 * The test identity provider as a process of its own, for journeys (e2e/single-sign-on.spec.ts):
 * `tsx src/bff/testing/identityProviderCli.ts <port> <redirect-uri>`. It prints its issuer once it
 * listens, and takes its people through its control routes. Never part of Painel.
 */
const [port, redirectUri] = process.argv.slice(2);
if (!port || !redirectUri) throw new Error('usage: identityProviderCli <port> <redirect-uri>');
const idp = await startTestIdentityProvider({
  port: Number(port),
  redirectUris: [redirectUri],
  control: true,
});
process.stdout.write(
  `${JSON.stringify({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret })}\n`,
);
process.on('SIGTERM', () => void idp.close().then(() => process.exit(0)));
