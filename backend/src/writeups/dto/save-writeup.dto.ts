import { Allow, IsArray, IsBoolean, IsInt, IsISO8601, IsOptional, IsString } from 'class-validator';

/**
 * Body of PATCH /api/writeup/: the whole writeup as the editor holds it plus `publishNow`.
 * Types are checked here; limits and publishing rules by the service with the libs rules.
 * A field left out keeps its stored value; null clears it.
 */
export class SaveWriteupDto {
  @IsString()
  _id: string;

  @IsOptional() @IsString() title?: string | null;
  @IsOptional() @IsString() headline?: string | null;
  @IsOptional() @IsInt() runtime?: number | null;
  @IsOptional() @IsInt() season?: number | null;
  @IsOptional() @IsInt() releaseYear?: number | null;
  @IsOptional() @IsString() mpaa?: string | null;
  @IsOptional() @IsString() director?: string | null;
  @IsOptional() @IsArray() @IsString({ each: true }) genre?: string[] | null;
  @IsOptional() @IsString() poster?: string | null;
  @IsOptional() @IsString() image?: string | null;
  @IsOptional() @IsArray() @IsString({ each: true }) tags?: string[] | null;
  @IsOptional() @IsArray() @IsString({ each: true }) collections?: string[] | null;
  @IsOptional() @IsInt() rating?: number | null;
  @IsOptional() @IsString() content?: string | null;
  @IsOptional() @IsString() notes?: string | null;

  /** With `draft: false` and no publishNow: the schedule. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'visibleAfter must be a date' })
  visibleAfter?: string | null;

  /** The version the editor last saw; an older one than stored is a conflict. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'updated must be a date' })
  updated?: string | null;

  /** false together with a future visibleAfter asks for a schedule. */
  @IsOptional() @IsBoolean() draft?: boolean | null;

  @IsOptional() @IsBoolean() publishNow?: boolean | null;

  // Server-controlled: accepted so the editor can send back what it received, and ignored.
  @Allow() type?: unknown;
  @Allow() slug?: unknown;
  @Allow() admin?: unknown;
  @Allow() rank?: unknown;
  @Allow() status?: unknown;
}
