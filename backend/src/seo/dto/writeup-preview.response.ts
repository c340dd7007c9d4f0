import { ApiProperty } from '@nestjs/swagger';

import { WriteupDto } from '../../writeups';

/** A shared link's card, as its page's Open Graph tags describe it. */
export class ShareCardDto {
  @ApiProperty({ example: 'Reviews' })
  siteName!: string;

  @ApiProperty({ example: 'Dune - Reviews', description: 'og:title' })
  title!: string;

  @ApiProperty({ description: 'og:description: no spoilers, at most 160 characters' })
  description!: string;

  @ApiProperty({ type: String, nullable: true, description: 'og:image, absolute; null when there is none' })
  image!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'og:url; null while the writeup has no address (a draft before publishing)',
  })
  url!: string | null;
}

/** GET /api/writeup/{id}/preview. */
export class WriteupPreviewDto {
  @ApiProperty({ type: WriteupDto, description: 'The writeup as its editor reads it, notes included' })
  writeup!: WriteupDto;

  @ApiProperty({ type: ShareCardDto })
  share!: ShareCardDto;
}
