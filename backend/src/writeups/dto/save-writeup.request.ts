import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsArray, IsBoolean, IsInt, IsISO8601, IsOptional, IsString } from 'class-validator';

const nullableText = (): PropertyDecorator => ApiPropertyOptional({ type: String, nullable: true });
const nullableTexts = (): PropertyDecorator => ApiPropertyOptional({ type: [String], nullable: true });
const nullableInteger = (): PropertyDecorator => ApiPropertyOptional({ type: 'integer', nullable: true });
const nullableFlag = (): PropertyDecorator => ApiPropertyOptional({ type: Boolean, nullable: true });

/**
 * Body of PATCH /api/writeup/: the whole writeup as the editor holds it plus `publishNow`.
 * Types are checked here; limits and publishing rules by the service with the libs rules.
 * A field left out keeps its stored value; null clears it.
 */
export class SaveWriteupDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  _id: string;

  @nullableText() @IsOptional() @IsString() title?: string | null;
  @nullableText() @IsOptional() @IsString() headline?: string | null;
  @nullableInteger() @IsOptional() @IsInt() runtime?: number | null;
  @nullableInteger() @IsOptional() @IsInt() season?: number | null;
  @nullableInteger() @IsOptional() @IsInt() releaseYear?: number | null;
  @nullableText() @IsOptional() @IsString() mpaa?: string | null;
  @nullableText() @IsOptional() @IsString() director?: string | null;
  @nullableTexts() @IsOptional() @IsArray() @IsString({ each: true }) genre?: string[] | null;
  @nullableText() @IsOptional() @IsString() poster?: string | null;
  @nullableText() @IsOptional() @IsString() image?: string | null;
  /** Checked by the service with the libs focal-point rule; null puts it back at the centre. */
  @nullableText() @IsOptional() @IsString() posterFocus?: string | null;
  @nullableText() @IsOptional() @IsString() imageFocus?: string | null;
  @nullableTexts() @IsOptional() @IsArray() @IsString({ each: true }) tags?: string[] | null;
  @nullableTexts() @IsOptional() @IsArray() @IsString({ each: true }) collections?: string[] | null;
  @nullableInteger() @IsOptional() @IsInt() rating?: number | null;
  @nullableText() @IsOptional() @IsString() content?: string | null;
  @nullableText() @IsOptional() @IsString() notes?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'With `draft: false` and no publishNow: the schedule',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'visibleAfter must be a date' })
  visibleAfter?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The version the editor last saw; an older one than stored is a conflict',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'updated must be a date' })
  updated?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: 'false together with a future visibleAfter asks for a schedule',
  })
  @IsOptional()
  @IsBoolean()
  draft?: boolean | null;

  @nullableFlag() @IsOptional() @IsBoolean() publishNow?: boolean | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: "true: the editor's autosave, kept as such in the revisions (product.md §10)",
  })
  @IsOptional()
  @IsBoolean()
  autosave?: boolean | null;

  // Server-controlled: accepted so the editor can send back what it received, and ignored.
  @Allow() type?: unknown;
  @Allow() slug?: unknown;
  @Allow() admin?: unknown;
  @Allow() rank?: unknown;
  @Allow() status?: unknown;
  @Allow() likes?: unknown;
  @Allow() audienceScore?: unknown;
  @Allow() audienceCount?: unknown;
  @Allow() tied?: unknown;
  @Allow() posterPlaceholder?: unknown;
  @Allow() imagePlaceholder?: unknown;
}
