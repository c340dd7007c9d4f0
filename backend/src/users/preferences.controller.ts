import { Body, Controller, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PreferencesResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { type PurgeKeys, Purges } from '../http-cache/purge-keys';
import { PreferencesDto } from './dto/preferences.request';
import { PreferencesResponseDto } from './dto/preferences.response';
import { PreferencesService } from './preferences.service';

@ApiTags('users')
@Controller('user')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @SignedIn()
  @Put('preferences')
  @ApiOkResponse({ type: PreferencesResponseDto, description: 'Both preferences, as saved' })
  @Endpoint({
    operationId: 'updatePreferences',
    summary: 'My watchlist visibility and e-mail digest',
    errors: { 400: 'A value of the wrong kind, or an unknown field' },
  })
  update(
    @Body() body: PreferencesDto,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<PreferencesResponse> {
    return this.preferences.update(user, body, purge);
  }
}
