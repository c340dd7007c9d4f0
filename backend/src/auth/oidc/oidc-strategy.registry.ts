import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { ProviderAccountsService } from '../../users';
import { OidcMetadataService } from './oidc-metadata.service';
import { OidcStrategy } from './oidc.strategy';

/** Registers the passport strategy with passport the first time someone signs in through the provider. */
@Injectable()
export class OidcStrategyRegistry {
  private strategy: OidcStrategy | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly metadata: OidcMetadataService,
    private readonly accounts: ProviderAccountsService,
  ) {}

  async ready(): Promise<void> {
    if (this.strategy) return;
    const configuration = await this.metadata.get();
    const { clientId, clientSecret } = this.metadata.settings;
    this.strategy ??= new OidcStrategy(
      configuration,
      { clientId, clientSecret, callbackUrl: this.metadata.callbackUrl },
      this.accounts,
      this.config.oidcProvider,
    );
  }
}
