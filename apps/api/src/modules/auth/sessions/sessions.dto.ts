import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ActiveSession, EndSessionsRequest, EndSessionsResult } from '@fachwerk/shared/contracts';

export class ActiveSessionDto implements ActiveSession {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ type: String, nullable: true, example: '(Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0…' })
  device!: string | null;
  @ApiProperty({ format: 'date-time' }) signedInAt!: string;
  @ApiProperty({ format: 'date-time', description: 'The latest refresh of its tokens' }) lastActiveAt!: string;
  @ApiProperty({ description: 'The session of this request' }) current!: boolean;
}

export class EndSessionsDto implements EndSessionsRequest {
  @ApiProperty({ description: 'The current password (re-authentication)' }) @IsNotEmpty() @IsString() @MaxLength(200) currentPassword!: string;
}

export class EndSessionsResultDto implements EndSessionsResult {
  @ApiProperty() ended!: number;
}
