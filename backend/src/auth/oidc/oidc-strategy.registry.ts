import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { ProviderAccountsService } from '../../users/provider-accounts.service';
import { IdTokenVerifier } from './id-token-verifier.service';
import { OidcMetadataService } from './oidc-metadata.service';
import { OidcStrategy } from './oidc.strategy';

/** Registers the passport strategy with passport the first time someone signs in through the provider. */
@Injectable()
export class OidcStrategyRegistry {
  private strategy: OidcStrategy | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly metadata: OidcMetadataService,
    private readonly verifier: IdTokenVerifier,
    private readonly accounts: ProviderAccountsService,
  ) {}

  async ready(): Promise<void> {
    if (this.strategy) return;
    const discovered = await this.metadata.get();
    this.strategy ??= new OidcStrategy(
      discovered,
      this.metadata,
      this.verifier,
      this.accounts,
      this.config.oidcProvider,
    );
  }
}
