import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  type BlockChatRequest,
  type ChatBlocker,
  type ChatListQuery,
  type ChatMessagesQuery,
  type ChatStatus,
  type ReadChatRequest,
  type SendMessageRequest,
  type StartChatRequest,
} from '@fachwerk/shared/contracts';
import { CHAT_BLOCKERS, CHAT_LIMITS, CHAT_STATUSES } from '@fachwerk/shared/contracts/chat';
import { MultiLine, OptionalBody } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { queryBoolean, trim } from '../../../common/transforms';

const MESSAGE_ID_MAX = Number.MAX_SAFE_INTEGER;

export class StartChatDto implements StartChatRequest {
  @ApiProperty({ format: 'uuid', description: 'a job the supplier applied to' })
  @IsNotEmpty()
  @IsUUID('all')
  jobId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'clients: the supplier who applied' })
  @IsOptional()
  @IsUUID('all')
  supplierId?: string;
}

export class SendMessageDto implements SendMessageRequest {
  @ApiProperty({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'the sender’s id for this message (e.g. a UUID); a retry with the same id is stored once',
  })
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  @Matches(/^[A-Za-z0-9_-]+$/)
  clientMessageId!: string;

  @ApiPropertyOptional({ maxLength: CHAT_LIMITS.messageMax, description: 'empty only with attachments' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(CHAT_LIMITS.messageMax)
  @MultiLine()
  body?: string;

  @ApiPropertyOptional({ type: [String], description: 'upload paths of the sender, made visible to the other party' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(CHAT_LIMITS.attachmentsMax)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  attachments?: string[];
}

export class ChatMessagesQueryDto implements ChatMessagesQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'messages after this id, oldest first' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MESSAGE_ID_MAX)
  after?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'the page of messages before this id (paging back)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MESSAGE_ID_MAX)
  before?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CHAT_LIMITS.pageMax, default: CHAT_LIMITS.pageDefault })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CHAT_LIMITS.pageMax)
  limit: number = CHAT_LIMITS.pageDefault;
}

export class ReadChatDto implements ReadChatRequest {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'read up to this message' })
  @IsInt()
  @Min(1)
  @Max(MESSAGE_ID_MAX)
  messageId!: number;
}

@OptionalBody()
export class BlockChatDto implements BlockChatRequest {
  @ApiPropertyOptional({ maxLength: CHAT_LIMITS.reasonMax, description: 'required for admins (kept in the audit log)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(CHAT_LIMITS.reasonMax)
  @MultiLine()
  reason?: string;
}

export class ChatListQueryDto extends PageQueryDto implements ChatListQuery {
  @ApiPropertyOptional({ enum: CHAT_STATUSES })
  @IsOptional()
  @IsIn(CHAT_STATUSES)
  status?: ChatStatus;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @queryBoolean()
  @IsBoolean()
  blocked?: boolean;

  @ApiPropertyOptional({ maxLength: 100, description: 'job title or party name' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  jobId?: string;
}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export class ChatMessageDto {
  @ApiProperty({ type: 'integer' }) _id!: number;
  @ApiProperty({ format: 'uuid' }) chatId!: string;
  @ApiProperty() clientMessageId!: string;
  @ApiProperty({ format: 'uuid' }) senderId!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: [String] }) attachments!: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) fileNames!: Record<string, string>;
  @ApiProperty() masked!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ChatMessagePageDto {
  @ApiProperty({ type: [ChatMessageDto] }) items!: ChatMessageDto[];
  @ApiProperty() hasMore!: boolean;
}

export class ChatPartyDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
}

export class ChatSummaryDto {
  @ApiProperty() _id!: string;
  @ApiProperty() jobId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ type: ChatPartyDto }) client!: ChatPartyDto;
  @ApiProperty({ type: ChatPartyDto }) supplier!: ChatPartyDto;
  @ApiProperty({ enum: CHAT_STATUSES }) status!: ChatStatus;
  @ApiProperty() awarded!: boolean;
  @ApiProperty() blocked!: boolean;
  @ApiProperty({ enum: CHAT_BLOCKERS, nullable: true }) blockedBy!: ChatBlocker | null;
  @ApiProperty({ type: String, nullable: true }) blockedReason!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) blockedAt!: string | null;
  @ApiProperty({ description: 'a party deleted its account: read-only' }) closed!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closedAt!: string | null;
  @ApiProperty({ type: ChatMessageDto, nullable: true }) lastMessage!: ChatMessageDto | null;
  @ApiProperty() unread!: number;
  @ApiProperty({ type: 'integer', nullable: true }) otherReadId!: number | null;
  @ApiProperty() canSend!: boolean;
  @ApiProperty() canApprove!: boolean;
  @ApiProperty() canBlock!: boolean;
  @ApiProperty() canUnblock!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class ChatUnreadCountDto {
  @ApiProperty() total!: number;
}
