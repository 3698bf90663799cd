import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  type CancelMeetingRequest,
  type MeetingListQuery,
  type MeetingMode,
  type MeetingStatus,
  type RejectSupplierRequest,
  type RescheduleMeetingRequest,
  type ScheduleMeetingRequest,
} from '@fachwerk/shared/contracts';
import {
  isLocalDate,
  isLocalTime,
  MEETING_LIMITS,
  MEETING_MODES,
  MEETING_STATUSES,
} from '@fachwerk/shared/contracts/meetings';
import { MultiLine, OptionalBody } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { trim } from '../../../common/transforms';

const IsLocalDate = () =>
  ValidateBy({ name: 'type', validator: { validate: isLocalDate, defaultMessage: () => 'YYYY-MM-DD' } });
const IsLocalTime = () =>
  ValidateBy({ name: 'type', validator: { validate: isLocalTime, defaultMessage: () => 'HH:mm' } });

export class RescheduleMeetingDto implements RescheduleMeetingRequest {
  @ApiProperty({ format: 'date', example: '2027-03-01', description: 'Europe/Berlin local date' })
  @IsNotEmpty()
  @IsString()
  @IsLocalDate()
  date!: string;

  @ApiProperty({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    example: '10:00',
    description: 'Europe/Berlin local time',
  })
  @IsNotEmpty()
  @IsString()
  @IsLocalTime()
  time!: string;
}

export class ScheduleMeetingDto extends RescheduleMeetingDto implements ScheduleMeetingRequest {
  @ApiProperty({ format: 'uuid', description: 'a pending application to one of the client’s jobs' })
  @IsNotEmpty()
  @IsUUID()
  applicationId!: string;

  @ApiProperty({ type: 'integer', minimum: MEETING_LIMITS.durationMin, maximum: MEETING_LIMITS.durationMax })
  @IsNotEmpty()
  @IsInt()
  @Min(MEETING_LIMITS.durationMin)
  @Max(MEETING_LIMITS.durationMax)
  durationMinutes!: number;

  @ApiProperty({ enum: MEETING_MODES })
  @IsNotEmpty()
  @IsIn(MEETING_MODES)
  mode!: MeetingMode;

  @ApiPropertyOptional({ maxLength: MEETING_LIMITS.addressMax, description: 'required on site' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MEETING_LIMITS.addressMax)
  address?: string;

  @ApiPropertyOptional({
    maxLength: MEETING_LIMITS.linkMax,
    format: 'uri',
    description: 'required for video (http/https)',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MEETING_LIMITS.linkMax)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false })
  videoLink?: string;

  @ApiPropertyOptional({ maxLength: MEETING_LIMITS.agendaMax })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MEETING_LIMITS.agendaMax)
  @MultiLine()
  agenda?: string;
}

export class CancelMeetingDto implements CancelMeetingRequest {
  @ApiProperty({ minLength: 1, maxLength: MEETING_LIMITS.reasonMax })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(MEETING_LIMITS.reasonMax)
  @MultiLine()
  reason!: string;
}

@OptionalBody()
export class RejectSupplierDto implements RejectSupplierRequest {
  @ApiPropertyOptional({ maxLength: MEETING_LIMITS.reasonMax })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MEETING_LIMITS.reasonMax)
  @MultiLine()
  reason?: string;
}

export class MeetingListQueryDto extends PageQueryDto implements MeetingListQuery {
  @ApiPropertyOptional({ enum: ['upcoming', 'past'] })
  @IsOptional()
  @IsIn(['upcoming', 'past'])
  when?: 'upcoming' | 'past';

  @ApiPropertyOptional({ enum: MEETING_STATUSES })
  @IsOptional()
  @IsIn(MEETING_STATUSES)
  status?: MeetingStatus;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  jobId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'admin: meetings of this client or supplier' })
  @IsOptional()
  @IsUUID()
  userId?: string;
}

class MeetingRefDto {
  @ApiProperty() _id!: string;
  @ApiProperty() title!: string;
}
class MeetingPartyDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
}
class MeetingCanDto {
  @ApiProperty() accept!: boolean;
  @ApiProperty() reschedule!: boolean;
  @ApiProperty() cancel!: boolean;
  @ApiProperty() rejectSupplier!: boolean;
}
class MeetingHistoryDto {
  @ApiProperty({ enum: ['scheduled', 'proposed', 'accepted', 'cancelled', 'supplierRejected'] })
  action!: string;
  @ApiProperty({ enum: ['client', 'supplier', 'admin'] }) byRole!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) startsAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class MeetingDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: MeetingRefDto }) job!: MeetingRefDto;
  @ApiProperty() applicationId!: string;
  @ApiProperty({ type: MeetingPartyDto }) client!: MeetingPartyDto;
  @ApiProperty({ type: MeetingPartyDto }) supplier!: MeetingPartyDto;
  @ApiProperty({ enum: MEETING_STATUSES }) status!: MeetingStatus;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date' }) localDate!: string;
  @ApiProperty() localTime!: string;
  @ApiProperty() durationMinutes!: number;
  @ApiProperty({ enum: MEETING_MODES }) mode!: MeetingMode;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) videoLink!: string | null;
  @ApiProperty({ type: String, nullable: true }) agenda!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) proposedStartsAt!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['client', 'supplier'] }) proposedBy!:
    'client' | 'supplier' | null;
  @ApiProperty({ type: String, nullable: true }) cancelReason!: string | null;
  @ApiProperty() sequence!: number;
  @ApiProperty() applicationStatus!: string;
  @ApiProperty({ type: MeetingCanDto }) can!: MeetingCanDto;
  @ApiProperty({ type: [MeetingHistoryDto] }) history!: MeetingHistoryDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

class MeetingOverlapDto {
  @ApiProperty() _id!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty() durationMinutes!: number;
}

export class MeetingChangeDto {
  @ApiProperty({ type: MeetingDto }) meeting!: MeetingDto;
  @ApiProperty({
    type: [MeetingOverlapDto],
    description: 'the caller’s other meetings at that time (a warning)',
  })
  overlaps!: MeetingOverlapDto[];
}
