import { ApiProperty } from '@nestjs/swagger';

/**
 * OpenAPI shape of GET /dashboard: the `role` discriminates; the other properties are those of
 * ClientDashboard, SupplierDashboard or AdminDashboard (contracts jobs.ts).
 */
export class DashboardDto {
  @ApiProperty({ enum: ['client', 'supplier', 'admin'] }) role!: 'client' | 'supplier' | 'admin';
}
