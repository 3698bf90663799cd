import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { type UnreadCountResponse } from '@fachwerk/shared/contracts';
import { PageQueryDto } from '../../../common/page-query.dto';
import { queryBoolean } from '../../../common/transforms';

export class NotificationDto {
  @ApiProperty() _id!: string;
  @ApiProperty() type!: string;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: String, nullable: true }) link!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) readAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class UnreadCountDto implements UnreadCountResponse {
  @ApiProperty() count!: number;
}

export class NotificationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: only unread notifications' })
  @IsOptional()
  @queryBoolean()
  @IsBoolean()
  unread?: boolean;
}

export class NotificationListDto {
  @ApiProperty({ type: [NotificationDto] }) items!: NotificationDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty({ description: 'unread notifications of the user (whatever the filter)' }) unread!: number;
}
