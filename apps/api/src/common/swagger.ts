import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ERROR_CODES } from '@fachwerk/shared/contracts';

/** The error envelope every failing route returns. */
export class ErrorEnvelopeDto {
  @ApiProperty({ example: false }) status!: boolean;
  @ApiProperty({ example: 'Bitte melden Sie sich an.' }) message!: string;
  @ApiProperty({ enum: ERROR_CODES }) code!: string;
  @ApiProperty({ example: '5d7c1f9e-3a0b-4a49-9a55-8f1f5a3c1e21' }) requestId!: string;
  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Das Feld E-Mail-Adresse ist erforderlich.'] },
  })
  errors?: Record<string, string[]>;
}

interface EnvelopeOptions {
  status?: number;
  description?: string;
  isArray?: boolean;
  /** data is `{ items, total, page, limit }` of the model */
  paginated?: boolean;
}

/** Documents `{status, message, data}` with `data` typed by the model (or none). */
export function ApiEnvelope(model: Type<unknown> | null, options: EnvelopeOptions = {}) {
  const modelSchema = model ? { $ref: getSchemaPath(model) } : undefined;
  let data: Record<string, unknown> | undefined = modelSchema;
  if (modelSchema && options.isArray) data = { type: 'array', items: modelSchema };
  if (modelSchema && options.paginated) {
    data = {
      type: 'object',
      properties: {
        items: { type: 'array', items: modelSchema },
        total: { type: 'integer' },
        page: { type: 'integer' },
        limit: { type: 'integer' },
      },
    };
  }
  const schema = {
    type: 'object',
    properties: { status: { type: 'boolean', example: true }, message: { type: 'string' }, ...(data ? { data } : {}) },
  };
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto, ...(model ? [model] : [])),
    options.status && options.status !== 200
      ? ApiResponse({ status: options.status, description: options.description, schema })
      : ApiOkResponse({ description: options.description, schema }),
    ApiResponse({ status: '4XX', description: 'Error envelope', schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } }),
  );
}
