import type { Strategy } from 'passport-strategy';
import { Strategy as FacebookStrategy, type Profile as FacebookProfile } from 'passport-facebook';
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from 'passport-google-oauth20';
import type { OAuthProvider } from '@fachwerk/shared/contracts';
import type { AppConfig } from '@fachwerk/server/core';
import type { OAuthStore } from './oauth-store';

/** What the app keeps of a provider's profile. */
export interface OAuthIdentity {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

type Verify = (accessToken: string, refreshToken: string, profile: GoogleProfile | FacebookProfile, done: (error: null, user: OAuthIdentity) => void) => void;

const identityOf =
  (provider: OAuthProvider, emailVerifiedByDefault: boolean): Verify =>
  (_accessToken, _refreshToken, profile, done) => {
    const email = profile.emails?.[0];
    const verified = (email as { verified?: boolean | string } | undefined)?.verified;
    done(null, {
      provider,
      subject: String(profile.id),
      email: email?.value?.trim().toLowerCase() || null,
      // Google reports email_verified; Facebook only hands out confirmed addresses.
      emailVerified: verified === undefined ? emailVerifiedByDefault : verified === true || verified === 'true',
      firstName: profile.name?.givenName ?? profile.displayName?.split(' ')[0] ?? '',
      lastName: profile.name?.familyName ?? '',
    });
  };

/** The passport strategies of the providers whose client ids are configured. */
export function createOAuthStrategies(config: AppConfig, store: OAuthStore): Map<OAuthProvider, Strategy> {
  const strategies = new Map<OAuthProvider, Strategy>();
  const callbackURL = (provider: OAuthProvider) => `${config.oauthEndpoints.apiPublicUrl}/api/v1/auth/oauth/${provider}/callback`;
  const { oauth, oauthEndpoints } = config;
  if (oauth.googleClientId) {
    const issuer = oauthEndpoints.googleIssuerUrl?.replace(/\/$/, '');
    strategies.set(
      'google',
      new GoogleStrategy(
        {
          clientID: oauth.googleClientId,
          clientSecret: oauth.googleClientSecret ?? '',
          callbackURL: callbackURL('google'),
          scope: ['openid', 'email', 'profile'],
          store: store.asStateStore('google') as never,
          ...(issuer ? { authorizationURL: `${issuer}/authorize`, tokenURL: `${issuer}/token`, userProfileURL: `${issuer}/userinfo` } : {}),
        },
        identityOf('google', false) as never,
      ),
    );
  }
  if (oauth.facebookClientId) {
    const dialog = oauthEndpoints.facebookAuthUrl?.replace(/\/$/, '');
    const graph = oauthEndpoints.facebookGraphUrl?.replace(/\/$/, '');
    strategies.set(
      'facebook',
      new FacebookStrategy(
        {
          clientID: oauth.facebookClientId,
          clientSecret: oauth.facebookClientSecret ?? '',
          callbackURL: callbackURL('facebook'),
          scope: ['email'],
          profileFields: ['id', 'emails', 'name'],
          store: store.asStateStore('facebook') as never,
          ...(dialog ? { authorizationURL: `${dialog}/dialog/oauth` } : {}),
          ...(graph ? { tokenURL: `${graph}/oauth/access_token`, profileURL: `${graph}/me` } : {}),
        },
        identityOf('facebook', true) as never,
      ),
    );
  }
  return strategies;
}
