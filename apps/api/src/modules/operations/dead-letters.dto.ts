import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  QUEUE_NAMES,
  type DeadLetter,
  type DeadLetterListQuery,
  type QueueName,
} from '@fachwerk/shared/contracts';
import { PageQueryDto } from '../../common/page-query.dto';

const QUEUES = Object.values(QUEUE_NAMES);

export class DeadLetterListQueryDto extends PageQueryDto implements DeadLetterListQuery {
  @ApiPropertyOptional({ enum: QUEUES }) @IsOptional() @IsIn(QUEUES) queue?: QueueName;
}

export class DeadLetterDto implements DeadLetter {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ enum: QUEUES }) queue!: QueueName;
  @ApiProperty() template!: string;
  @ApiProperty({ type: String, nullable: true }) to!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) failedAt!: string;
}
