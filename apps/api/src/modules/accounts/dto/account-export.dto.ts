import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_EXPORT_STATES, type AccountExportResponse, type AccountExportState } from '@fachwerk/shared/contracts';

export class AccountExportResponseDto implements AccountExportResponse {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: ACCOUNT_EXPORT_STATES }) status!: AccountExportState;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readyAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) sizeBytes!: number | null;
}
