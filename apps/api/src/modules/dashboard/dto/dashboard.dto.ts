import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  AWARD_STATUSES,
  JOB_STATUSES,
  type AdminDashboard,
  type ApplicationStatus,
  type AwardStatus,
  type ClientDashboard,
  type JobStatus,
  type SupplierDashboard,
} from '@fachwerk/shared/contracts';
import { ErrorEnvelopeDto } from '../../../common/swagger';
import { PartyRatingDto } from '../../../common/party.dto';

/** A count per status (every status present). */
const countsOf = (keys: readonly string[]) => ({
  type: 'object' as const,
  properties: Object.fromEntries(keys.map((k) => [k, { type: 'integer' as const }])),
  additionalProperties: false,
  description: `count per status: ${keys.join(', ')}`,
});

export class ClientDashboardDto implements ClientDashboard {
  @ApiProperty({ enum: ['client'] }) role!: 'client';
  @ApiProperty() openJobs!: number;
  @ApiProperty() draftJobs!: number;
  @ApiProperty({ description: 'pending applications on own jobs' }) newApplications!: number;
  @ApiProperty({ description: 'awards awarded or in progress' }) inProgress!: number;
  @ApiProperty({ description: 'awards the supplier marked completed' }) awaitingApproval!: number;
  @ApiProperty({ description: 'approved awards' }) completed!: number;
}

export class TeamFiguresDto {
  @ApiProperty() free!: number;
  @ApiProperty() busy!: number;
}

export class SupplierDashboardDto implements SupplierDashboard {
  @ApiProperty({ enum: ['supplier'] }) role!: 'supplier';
  @ApiProperty({ description: 'open jobs in one of the supplier’s service types or regions' })
  relevantJobs!: number;
  @ApiProperty() savedJobs!: number;
  @ApiProperty(countsOf(APPLICATION_STATUSES)) applications!: Record<ApplicationStatus, number>;
  @ApiProperty() awarded!: number;
  @ApiProperty() inProgress!: number;
  @ApiProperty({ description: 'awards completed or approved' }) completed!: number;
  @ApiProperty({ type: TeamFiguresDto }) team!: TeamFiguresDto;
  @ApiProperty({ type: PartyRatingDto }) rating!: PartyRatingDto;
}

export class AccountsAwaitingApprovalDto {
  @ApiProperty() client!: number;
  @ApiProperty() supplier!: number;
}

export class AdminDashboardDto implements AdminDashboard {
  @ApiProperty({ enum: ['admin'] }) role!: 'admin';
  @ApiProperty({ type: AccountsAwaitingApprovalDto }) accountsAwaitingApproval!: AccountsAwaitingApprovalDto;
  @ApiProperty(countsOf(JOB_STATUSES)) jobs!: Record<JobStatus, number>;
  @ApiProperty(countsOf(AWARD_STATUSES)) awards!: Record<AwardStatus, number>;
  @ApiProperty({ description: 'ratings ≤ 2, not hidden, written in the last 30 days' })
  feedbackToReview!: number;
}

/** The envelope of GET /dashboard: `data` is one of the three role shapes, told apart by `role`. */
export function ApiDashboardEnvelope() {
  const models = [ClientDashboardDto, SupplierDashboardDto, AdminDashboardDto];
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto, ...models),
    ApiOkResponse({
      schema: {
        type: 'object',
        properties: {
          status: { type: 'boolean', example: true },
          message: { type: 'string' },
          data: {
            oneOf: models.map((m) => ({ $ref: getSchemaPath(m) })),
            discriminator: { propertyName: 'role' },
          },
        },
      },
    }),
    ApiResponse({
      status: '4XX',
      description: 'Error envelope',
      schema: { $ref: getSchemaPath(ErrorEnvelopeDto) },
    }),
  );
}
