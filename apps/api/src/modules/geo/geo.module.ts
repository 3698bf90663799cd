import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@fachwerk/server/core';
import { DE_PLACES_ROWS } from './data/de-places.data';
import { GeoController } from './geo.controller';
import { GEOCODER, type Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';
import { OfflineGeocoder } from './offline-geocoder';

export const createGeocoder = (config: AppConfig): Geocoder =>
  config.geocoderUrl ? new NominatimGeocoder(config.geocoderUrl) : new OfflineGeocoder(DE_PLACES_ROWS);

/** Address autocomplete (GET /geo/autocomplete): Nominatim when GEOCODER_URL is set, else offline. */
@Module({
  controllers: [GeoController],
  providers: [{ provide: GEOCODER, useFactory: createGeocoder, inject: [APP_CONFIG] }],
})
export class GeoModule {}
