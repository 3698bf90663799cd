import { DEVICE_SUMMARY_MAX, deviceSummary } from './device-summary';

describe('deviceSummary', () => {
  it('drops the Mozilla/5.0 every browser sends and keeps the rest readable', () => {
    expect(deviceSummary('Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0')).toBe('(X11; Linux x86_64) Firefox/133.0');
    expect(deviceSummary('curl/8.5.0')).toBe('curl/8.5.0');
  });

  it('cuts a long agent with an ellipsis and collapses whitespace', () => {
    const long = `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)\n   AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1`;
    const summary = deviceSummary(long)!;
    expect(summary).toHaveLength(DEVICE_SUMMARY_MAX);
    expect(summary.startsWith('(iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('is null without an agent', () => {
    expect(deviceSummary(null)).toBeNull();
    expect(deviceSummary('  ')).toBeNull();
    expect(deviceSummary('Mozilla/5.0')).toBeNull();
  });
});
