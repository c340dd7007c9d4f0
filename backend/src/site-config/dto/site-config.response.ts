import { ApiProperty } from '@nestjs/swagger';

/** GET /api/config. */
export class SiteConfigDto {
  @ApiProperty()
  siteName!: string;

  @ApiProperty({ type: String, nullable: true })
  contactEmail!: string | null;

  @ApiProperty({ description: 'The name of the favourites collection' })
  favoritesName!: string;

  @ApiProperty()
  publicUrl!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where browsers fetch /media/ files from; null for the site itself',
  })
  mediaUrl!: string | null;
}
