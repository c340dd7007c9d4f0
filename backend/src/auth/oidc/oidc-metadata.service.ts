import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  allowInsecureRequests,
  ClientSecretPost,
  type Configuration,
  discovery,
  enableNonRepudiationChecks,
} from 'openid-client';

import { AppConfig, type OidcConfig } from '../../config/app-config';

const TIMEOUT_S = 10;
const REQUIRED_ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;

/**
 * The identity provider's OpenID configuration (openid-client's discovery), fetched on first
 * use and kept; a failed fetch is retried on the next sign-in, so a provider outage at start
 * does not stop the site.
 */
@Injectable()
export class OidcMetadataService {
  private configuration: Promise<Configuration> | undefined;

  constructor(private readonly config: AppConfig) {}

  /** The configured provider; callers check `AppConfig.oidc` first. */
  get settings(): OidcConfig {
    if (!this.config.oidc) throw new Error('OIDC is not configured');
    return this.config.oidc;
  }

  get callbackUrl(): string {
    return `${this.config.publicUrl}/api/auth/oidc/callback`;
  }

  async get(): Promise<Configuration> {
    this.configuration ??= this.discover();
    try {
      return await this.configuration;
    } catch (error) {
      this.configuration = undefined;
      throw new ServiceUnavailableException(
        'The identity provider cannot be reached; please try again later',
        {
          cause: error,
        },
      );
    }
  }

  private async discover(): Promise<Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const url = new URL(issuer);
    const configuration = await discovery(url, clientId, undefined, ClientSecretPost(clientSecret), {
      timeout: TIMEOUT_S,
      // ID tokens' signatures are checked too. openid-client refuses http unless told;
      // OIDC_ISSUER may name a provider on the same network.
      execute: [enableNonRepudiationChecks, ...(url.protocol === 'http:' ? [allowInsecureRequests] : [])],
    });
    const server = configuration.serverMetadata();
    const missing = REQUIRED_ENDPOINTS.filter((field) => !server[field]);
    if (missing.length) throw new Error(`The discovery document has no ${missing.join(', ')}`);
    return configuration;
  }
}
