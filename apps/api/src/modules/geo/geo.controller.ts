import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { API_PATHS, FEDERAL_STATES, type FederalState, type GeoSuggestion } from '@fachwerk/shared/contracts';
import { Public, requestLanguage } from '@fachwerk/server/core';
import type { FastifyRequest } from 'fastify';
import { ApiEnvelope } from '../../common/swagger';
import { GEO_SUGGESTION_LIMIT, GEOCODER, type Geocoder } from './geocoder';

export class GeoAutocompleteQueryDto {
  @ApiProperty({ description: 'Postcode prefix or place-name prefix', example: 'Münch' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  q!: string;
}

export class GeoSuggestionDto implements GeoSuggestion {
  @ApiProperty({ example: 'München' }) label!: string;
  @ApiProperty({ example: '' }) postcode!: string;
  @ApiProperty({ example: 'München' }) city!: string;
  @ApiPropertyOptional({ enum: FEDERAL_STATES, nullable: true }) state!: FederalState | null;
  @ApiProperty({ example: 48.1374 }) lat!: number;
  @ApiProperty({ example: 11.5755 }) long!: number;
}

/** Fastify route config read by @fastify/rate-limit: typing an address sends a request per key. */
const AUTOCOMPLETE_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

@ApiTags('geo')
@Controller()
export class GeoController {
  constructor(@Inject(GEOCODER) private readonly geocoder: Geocoder) {}

  @Public()
  @Get(API_PATHS.geoAutocomplete)
  @RouteConfig(AUTOCOMPLETE_RATE_LIMIT)
  @ApiOperation({ summary: 'Address autocomplete: up to 10 German places by postcode or place-name prefix' })
  @ApiEnvelope(GeoSuggestionDto, { isArray: true })
  autocomplete(@Query() query: GeoAutocompleteQueryDto, @Req() request: FastifyRequest): Promise<GeoSuggestion[]> {
    return this.geocoder.autocomplete(query.q, GEO_SUGGESTION_LIMIT, requestLanguage(request));
  }
}
