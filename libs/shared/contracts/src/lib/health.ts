export type DependencyState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'error';
  checks: { database: DependencyState; redis: DependencyState; queue: DependencyState };
  uptimeSeconds: number;
}

export interface UploadResponse {
  status: boolean;
  message: string;
  path: string;
}
