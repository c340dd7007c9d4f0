import { Injectable, ServiceUnavailableException } from '@nestjs/common';

import { AppConfig, type OidcConfig } from '../../config/app-config';

/** The parts of the provider's discovery document we use. */
export interface OidcMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | null;
  jwksUri: string;
}

const TIMEOUT_MS = 10_000;

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function requiredUrl(document: Record<string, unknown>, field: string): string {
  const value = document[field];
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) {
    throw new Error(`The discovery document has no valid ${field}`);
  }
  return value;
}

/**
 * The identity provider's OpenID configuration, fetched on first use and kept; a failed
 * fetch is retried on the next sign-in, so a provider outage at start does not stop the site.
 */
@Injectable()
export class OidcMetadataService {
  private metadata: Promise<OidcMetadata> | undefined;

  constructor(private readonly config: AppConfig) {}

  /** The configured provider; callers check `AppConfig.oidc` first. */
  get settings(): OidcConfig {
    if (!this.config.oidc) throw new Error('OIDC is not configured');
    return this.config.oidc;
  }

  get callbackUrl(): string {
    return `${this.config.publicUrl}/api/auth/oidc/callback`;
  }

  async get(): Promise<OidcMetadata> {
    this.metadata ??= this.discover();
    try {
      return await this.metadata;
    } catch (error) {
      this.metadata = undefined;
      throw new ServiceUnavailableException(
        'The identity provider cannot be reached; please try again later',
        {
          cause: error,
        },
      );
    }
  }

  private async discover(): Promise<OidcMetadata> {
    const issuer = stripSlash(this.settings.issuer);
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Discovery answered ${response.status}`);
    const document = (await response.json()) as Record<string, unknown>;
    // OpenID Connect Discovery §4.3: the document must name the issuer we asked.
    if (typeof document.issuer !== 'string' || stripSlash(document.issuer) !== issuer) {
      throw new Error(`The discovery document names another issuer: ${String(document.issuer)}`);
    }
    return {
      issuer: document.issuer,
      authorizationEndpoint: requiredUrl(document, 'authorization_endpoint'),
      tokenEndpoint: requiredUrl(document, 'token_endpoint'),
      userinfoEndpoint: document.userinfo_endpoint ? requiredUrl(document, 'userinfo_endpoint') : null,
      jwksUri: requiredUrl(document, 'jwks_uri'),
    };
  }
}
