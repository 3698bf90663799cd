/**
 * Public entry of the geo module: Geocoding of German places.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { GeoModule } from './geo.module';
