import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional } from 'class-validator';
import { UPLOAD_TYPE_SETS, UPLOAD_VISIBILITIES, type UploadSlot, type UploadVisibility } from '@fachwerk/shared/contracts';

const SLOTS = Object.keys(UPLOAD_TYPE_SETS) as UploadSlot[];

export class UploadQueryDto {
  @ApiProperty({ enum: SLOTS, description: 'Which allowed set of file types applies' })
  @IsNotEmpty()
  @IsIn(SLOTS)
  slot!: UploadSlot;

  @ApiPropertyOptional({ enum: UPLOAD_VISIBILITIES, default: 'private', description: 'public: admins only (content images)' })
  @IsOptional()
  @IsIn(UPLOAD_VISIBILITIES)
  visibility?: UploadVisibility;
}
